import { Suspense } from 'react';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import { lightboxWords } from '@/components/shared/lightbox-words';
import { DayTurns } from '@/components/invitation/day/day-turns';
import { getDayPlan, getGuestInvitation, getGuestPhotos, getGuestPhotosExpireAt, getRenderedAt } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { GUEST_PHOTOS_SHOWN } from '@/lib/wedding/spec-values';
import { direction } from '@/lib/wedding/languages';
import { sectionVines } from '@/lib/wedding/vines';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

async function Photos({ guestId }: { guestId: string }) {
  const [{ language, photos }, shown, expiry, plan] = await Promise.all([getGuestInvitation(guestId), getGuestPhotos(guestId), getGuestPhotosExpireAt(guestId), getDayPlan(guestId)]);
  const t = translator(language);
  const titlesFor = (count: number) => Array.from({ length: count }, (_, i) => ({ title: t('memories.photo', { number: i + 1 }), view: t('memories.view', { number: i + 1 }) }));
  const usual = <MemoriesGrid photos={shown} titles={titlesFor(Math.min(shown.length, GUEST_PHOTOS_SHOWN))} lightbox={lightboxWords(t, t('memories.title'))} />;
  // After the guest's day: the day's photos the couple chose, each theirs to keep.
  const day = photos.day.map((url, i) => ({ id: `day-${i}`, url, photo_url: url, alt_text: '' }));
  return (
    <>
      {day.length === 0 ? (
        usual
      ) : (
        <DayTurns
          endsAt={plan.endsAt}
          renderedAt={getRenderedAt()}
          before={usual}
          after={<MemoriesGrid photos={day} titles={titlesFor(day.length)} lightbox={{ ...lightboxWords(t, t('thanks.photos')), download: t('memories.download') }} />}
        />
      )}
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
