import { Suspense } from 'react';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import { lightboxWords } from '@/components/shared/lightbox-words';
import { getGuestInvitation, getGuestPhotos, getGuestPhotosExpireAt } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { GUEST_PHOTOS_SHOWN } from '@/lib/wedding/spec-values';
import { direction } from '@/lib/wedding/languages';
import { sectionVines } from '@/lib/wedding/vines';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

async function Photos({ guestId }: { guestId: string }) {
  const [{ language }, shown, expiry] = await Promise.all([getGuestInvitation(guestId), getGuestPhotos(guestId), getGuestPhotosExpireAt(guestId)]);
  const t = translator(language);
  const titles = shown.slice(0, GUEST_PHOTOS_SHOWN).map((_, i) => ({ title: t('memories.photo', { number: i + 1 }), view: t('memories.view', { number: i + 1 }) }));
  return (
    <>
      <MemoriesGrid photos={shown} titles={titles} lightbox={lightboxWords(t, t('memories.title'))} />
      <RefreshWhenStale expiresAt={expiry} />
    </>
  );
}

export async function Memories({ guestId }: { guestId: string }) {
  const { language } = await getGuestInvitation(guestId);
  const t = translator(language);
  return (
    <Section id="memories" title={t('memories.title')} kicker={t('memories.kicker')} decoration={<Vines placements={sectionVines('memories', direction(language))} />}>
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            {t('memories.loading')}
          </p>
        }
      >
        <Photos guestId={guestId} />
      </Suspense>
    </Section>
  );
}
