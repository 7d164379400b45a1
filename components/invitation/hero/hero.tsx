import { Fragment } from 'react';
import { Vines } from '@/components/shared/vines';
import { afterTheDay } from '@/components/invitation/day/after-the-day';
import { getDayPlan, getGuestInvitation, getHeroRenditions } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { direction } from '@/lib/wedding/languages';
import { coupleFullNames, joinedNames, namesParts } from '@/lib/wedding/names';
import { vineSeed } from '@/lib/wedding/vines';
import { HeroPhoto } from './hero-photo';
import { ScrollLink } from './scroll-link';
import styles from './hero.module.css';

// The faces the names are drawn in (scripts/fonts/web-faces.ts, app/globals.css): every file they need, in any script, is in before they change face.
const GUEST_FONT = "600 1em 'Cormorant Garamond', 'Noto Naskh Arabic'";
const NAMES_FONT = "1em 'Great Vibes', 'Aref Ruqaa'";

export async function Hero({ guestId }: { guestId: string }) {
  const [{ guest, info, language, photos }, renditions, { endsAt }] = await Promise.all([getGuestInvitation(guestId), getHeroRenditions(guestId), getDayPlan(guestId)]);
  // The morning after the guest's day, the wedding is told as done.
  const turns = (before: string, after: string) => afterTheDay({ endsAt }, before, after);
  const t = translator(language);
  const [dearBefore = '', dearAfter = ''] = (t.raw('greeting.dear') as string).split('{name}');
  const parts = namesParts(coupleFullNames(info.couple));
  return (
    // The first paint's script marks it (data-switched, lib/site/first-paint-script.ts) before React hydrates.
    <header className={styles.hero} suppressHydrationWarning>
      <div className={styles.media}>
        <HeroPhoto src={photos.hero} alt={joinedNames(info.couple)} renditions={renditions} />
        <div className={styles.shade} />
      </div>
      <Vines section="header" dir={direction(language)} seed={vineSeed()} />
      <div className={styles.content}>
        <p className={styles.dear}>
          {dearBefore}
          {/* dir="auto" isolates the name (like <bdi>): one in another script keeps its own direction. */}
          <span className={styles.guest} data-font={GUEST_FONT} dir="auto">
            {guest.name}
          </span>
          {dearAfter}
        </p>
        <h1 className={styles.names} data-font={NAMES_FONT} dir="auto">
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span>{part}</span>
            </Fragment>
          ))}
        </h1>
        <p className={styles.tagline}>{turns(t('greeting.married'), t('greeting.marriedAfter'))}</p>
        <nav className={styles.links} aria-label={t('greeting.sections')}>
          <ScrollLink target="preview" className={styles.link}>
            {t('greeting.preview')}
          </ScrollLink>
          <ScrollLink target="rsvp" className={styles.link}>
            {turns(t('greeting.rsvp'), t('rsvp.titleAfter'))}
          </ScrollLink>
        </nav>
      </div>
    </header>
  );
}
