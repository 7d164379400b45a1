import { Suspense } from 'react';
import type { GuestPhoto } from '@/lib/wedding/types';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import type { VinePlacement } from '@/lib/wedding/vines';
import type { InvitationWords } from '@/lib/wedding/words';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

type Words = InvitationWords['memories'];

async function Photos({ photos, expiresAt, words }: { photos: Promise<GuestPhoto[]>; expiresAt?: Promise<number | null>; words: Words }) {
  const [shown, expiry] = await Promise.all([photos, expiresAt ?? null]);
  return (
    <>
      {/* Only the names of the photos shown reach the browser. */}
      <MemoriesGrid photos={shown} titles={words.photos.slice(0, shown.length)} lightbox={words.lightbox} />
      <RefreshWhenStale expiresAt={expiry} />
    </>
  );
}

/** Memories streams in on its own, so the guest's photos never hold back the page. */
export function Memories({
  photos,
  expiresAt,
  vines,
  words,
}: {
  photos: Promise<GuestPhoto[]>;
  /** When the first of the guest's photo links expires. */
  expiresAt?: Promise<number | null>;
  vines: VinePlacement[];
  words: Words;
}) {
  return (
    <Section id="memories" title={words.title} kicker={words.kicker} decoration={<Vines placements={vines} />}>
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {words.loading}
          </p>
        }
      >
        <Photos photos={photos} expiresAt={expiresAt} words={words} />
      </Suspense>
    </Section>
  );
}
