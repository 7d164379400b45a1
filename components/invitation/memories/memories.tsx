import { Suspense } from 'react';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import { lightboxWords } from '@/components/shared/lightbox-words';
import { afterTheDay } from '@/components/invitation/day/after-the-day';
import { getDayPlan, getGuestInvitation, getGuestPhotos, getGuestPhotosExpireAt } from '@/lib/invitation/get-invitation';
import { getGuestUploads, type GuestUploadsView, type ShownUpload } from '@/lib/invitation/guest-uploads';
import { translator, type Translator } from '@/lib/i18n/translator';
import { GUEST_PHOTOS_SHOWN } from '@/lib/wedding/spec-values';
import { direction } from '@/lib/wedding/languages';
import { vineSeed } from '@/lib/wedding/vines';
import { MemoriesGrid } from './memories-grid';
import styles from './memories.module.css';

// Drawn only with the guests' photos, so the page's <head> before the day is as it was (docs/decisions.md).
const UPLOADS_CSS = `.uploads-title{margin:2rem auto 1rem;max-width:64rem;font-family:var(--serif);font-size:1.4rem;font-weight:600;text-align:center;color:var(--sage-deep)}.uploads-videos{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1rem;max-width:64rem;margin:1rem auto 0;padding:0;list-style:none}.uploads-videos video{inline-size:100%;aspect-ratio:4/3;border-radius:var(--radius);background:#efe6da;object-fit:cover}`;
// The width a phone's full screen shows a photo at, in the grid and the lightbox alike: the one kept when downloaded.
const SHOWN_WIDTH = 1080;

/** After the day: the approved photos of every guest while the couple shares them, and always the guest's own. */
const guestsPhotosOf = (uploads: GuestUploadsView | null) => ({ own: uploads?.own.filter((u) => !u.sending) ?? [], shared: uploads?.share ? uploads.shared : [] });

function GuestsPhotos({ own, shared, t }: ReturnType<typeof guestsPhotosOf> & { t: Translator }) {
  const group = (heading: string, list: ShownUpload[], from: 'own' | 'shared') => {
    const photos = list.filter((u) => u.kind === 'photo');
    const videos = list.filter((u) => u.kind === 'video');
    const number = (i: number) => ({ number: i + 1 });
    const titles = photos.map((_, i) =>
      from === 'own'
        ? { title: t('uploads.photo', number(i)), view: t('uploads.viewPhoto', number(i)) }
        : { title: t('uploads.sharedPhoto', number(i)), view: t('uploads.viewSharedPhoto', number(i)) },
    );
    const shown = photos.map((u) => ({ id: u.id, src: `${u.src}?w=${SHOWN_WIDTH}` }));
    return (
      <>
        <h3 className="uploads-title">{heading}</h3>
        {shown.length > 0 && <MemoriesGrid photos={shown} titles={titles} lightbox={{ ...lightboxWords(t, heading), download: t('memories.download') }} />}
        {videos.length > 0 && (
          <ul className="uploads-videos">
            {videos.map((u, i) => (
              <li key={u.id}>
                <video src={u.src} controls preload="metadata" playsInline aria-label={t(from === 'own' ? 'uploads.video' : 'uploads.sharedVideo', number(i))} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };
  return (
    <>
      <style href="guest-uploads-memories" precedence="medium">
        {UPLOADS_CSS}
      </style>
      {shared.length > 0 && group(t('uploads.shared'), shared, 'shared')}
      {own.length > 0 && group(t('uploads.yours'), own, 'own')}
    </>
  );
}

async function Photos({ guestId }: { guestId: string }) {
  const [{ language, photos }, shown, expiry, plan, uploads] = await Promise.all([
    getGuestInvitation(guestId),
    getGuestPhotos(guestId),
    getGuestPhotosExpireAt(guestId),
    getDayPlan(guestId),
    getGuestUploads(guestId),
  ]);
  const t = translator(language);
  const titlesFor = (count: number) => Array.from({ length: count }, (_, i) => ({ title: t('memories.photo', { number: i + 1 }), view: t('memories.view', { number: i + 1 }) }));
  const usual = <MemoriesGrid photos={shown.map((p) => ({ id: p.id, src: p.photo_url || p.url }))} titles={titlesFor(Math.min(shown.length, GUEST_PHOTOS_SHOWN))} lightbox={lightboxWords(t, t('memories.title'))} />;
  // After the guest's day: the day's photos the couple chose, each theirs to keep, and the guests' own.
  const day = photos.day.map((src, i) => ({ id: `day-${i}`, src }));
  const fromGuests = guestsPhotosOf(uploads);
  const anyFromGuests = fromGuests.own.length > 0 || fromGuests.shared.length > 0;
  return (
    <>
      {day.length === 0 && !anyFromGuests ? (
        usual
      ) : (
        afterTheDay(
          plan,
          usual,
          <>
            {day.length === 0 ? usual : <MemoriesGrid photos={day} titles={titlesFor(day.length)} lightbox={{ ...lightboxWords(t, t('thanks.photos')), download: t('memories.download') }} />}
            {anyFromGuests && <GuestsPhotos {...fromGuests} t={t} />}
          </>,
        )
      )}
      <RefreshWhenStale expiresAt={expiry} />
    </>
  );
}

export async function Memories({ guestId }: { guestId: string }) {
  const { language } = await getGuestInvitation(guestId);
  const t = translator(language);
  return (
    <Section id="memories" title={t('memories.title')} kicker={t('memories.kicker')} decoration={<Vines section="memories" dir={direction(language)} seed={vineSeed()} />}>
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
