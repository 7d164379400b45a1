import { Fragment } from 'react';
import { FallbackImage } from '@/components/shared/fallback-image';
import { Vines } from '@/components/shared/vines';
import { IMAGES } from '@/lib/wedding/constants';
import type { VinePlacement } from '@/lib/wedding/vines';
import { namesParts } from '@/lib/wedding/names';
import { FittedFaces } from './fitted-faces';
import { ScrollLink } from './scroll-link';
import styles from './hero.module.css';

interface Props {
  guestName: string;
  fullNames: string;
  heroAlt: string;
  hero: string;
  vines: VinePlacement[];
}

// The web fonts the names are drawn in (app/fonts.ts), loaded before either is shown (after-first-paint.tsx).
const GUEST_FONT = "600 1em 'Wedding Serif'";
const NAMES_FONT = "1em 'Wedding Script'";

/** The greeting: the guest's name, the couple, and links down the page. */
export function Hero({ guestName, fullNames, heroAlt, hero, vines }: Props) {
  const parts = namesParts(fullNames);
  return (
    <header className={styles.hero}>
      <FittedFaces guestName={guestName} namesParts={parts} />
      <div className={styles.media}>
        <FallbackImage
          src={hero}
          fallback={IMAGES.heroFallback}
          alt={heroAlt}
          fill
          // Not preloaded, and fetched once the greeting is shown: on a slow link the photo would
          // otherwise compete with the page's first paint (the greeting, not the photo, is what
          // the guest reads first; the shade's colour stands in until it arrives).
          loading="lazy"
          // The photo covers a tall box: on portrait screens it is drawn ~1.5× the screen's height wide, not 100vw.
          sizes="(max-aspect-ratio: 3/2) 150vh, 100vw"
          className={styles.image}
        />
        <div className={styles.shade} />
      </div>
      <Vines placements={vines} />
      <div className={styles.content}>
        <p className={styles.dear}>
          Dear{' '}
          <span className={styles.guest} data-web-font={GUEST_FONT}>
            {guestName}
          </span>
        </p>
        <h1 className={styles.names} data-web-font={NAMES_FONT}>
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span className={styles.part}>{part}</span>
            </Fragment>
          ))}
        </h1>
        <p className={styles.tagline}>are getting married!</p>
        <nav className={styles.links} aria-label="Invitation sections">
          <ScrollLink target="preview" className={styles.link}>
            Preview
          </ScrollLink>
          <ScrollLink target="rsvp" className={styles.link}>
            RSVP
          </ScrollLink>
        </nav>
      </div>
    </header>
  );
}
