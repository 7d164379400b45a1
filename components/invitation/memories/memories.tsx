import { Suspense } from 'react';
import type { GuestPhoto } from '@/lib/wedding/types';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import type { VinePlacement } from '@/lib/wedding/vines';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

async function Photos({ photos }: { photos: Promise<GuestPhoto[]> }) {
  return <MemoriesGrid photos={await photos} />;
}

/** Memories streams in on its own, so the guest's photos never hold back the page. */
export function Memories({ photos, vines }: { photos: Promise<GuestPhoto[]>; vines: VinePlacement[] }) {
  return (
    <Section id="memories" title="Memories" kicker="Moments with you" decoration={<Vines placements={vines} />}>
      <Suspense fallback={<p className={styles.loading} role="status">Loading photos...</p>}>
        <Photos photos={photos} />
      </Suspense>
    </Section>
  );
}
