import { Suspense } from 'react';
import type { GuestPhoto } from '@/lib/wedding/types';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import type { VinePlacement } from '@/lib/wedding/vines';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

async function Photos({ photos, expiresAt }: { photos: Promise<GuestPhoto[]>; expiresAt?: Promise<number | null> }) {
  const [shown, expiry] = await Promise.all([photos, expiresAt ?? null]);
  return (
    <>
      <MemoriesGrid photos={shown} />
      <RefreshWhenStale expiresAt={expiry} />
    </>
  );
}

/** Memories streams in on its own, so the guest's photos never hold back the page. */
export function Memories({
  photos,
  expiresAt,
  vines,
}: {
  photos: Promise<GuestPhoto[]>;
  /** When the first of the guest's photo links expires. */
  expiresAt?: Promise<number | null>;
  vines: VinePlacement[];
}) {
  return (
    <Section id="memories" title="Memories" kicker="Moments with you" decoration={<Vines placements={vines} />}>
      <Suspense fallback={<p className={styles.loading} role="status">Loading photos...</p>}>
        <Photos photos={photos} expiresAt={expiresAt} />
      </Suspense>
    </Section>
  );
}
