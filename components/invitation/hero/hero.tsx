import { Fragment } from 'react';
import { Vines } from '@/components/shared/vines';
import type { HeroRenditions } from '@/lib/wedding/types';
import type { VinePlacement } from '@/lib/wedding/vines';
import { namesParts } from '@/lib/wedding/names';
import { HeroPhoto } from './hero-photo';
import { ScrollLink } from './scroll-link';
import styles from './hero.module.css';

interface Props {
  guestName: string;
  fullNames: string;
  heroAlt: string;
  hero: string;
  /** The photo's tiny rendering and portrait cut, once made (null until then). */
  heroRenditions: HeroRenditions | null;
  vines: VinePlacement[];
}

// The faces the names are drawn in (app/fonts.ts): every file they need is in before they change face.
const GUEST_FONT = "600 1em 'Cormorant Garamond'";
const NAMES_FONT = "1em 'Great Vibes'";

/** The greeting: the guest's name, the couple, and links down the page. */
export function Hero({ guestName, fullNames, heroAlt, hero, heroRenditions, vines }: Props) {
  const parts = namesParts(fullNames);
  return (
    <header className={styles.hero}>
      <div className={styles.media}>
        <HeroPhoto src={hero} alt={heroAlt} renditions={heroRenditions} />
        <div className={styles.shade} />
      </div>
      <Vines placements={vines} />
      <div className={styles.content}>
        <p className={styles.dear}>
          Dear{' '}
          <span className={styles.guest} data-font={GUEST_FONT}>
            {guestName}
          </span>
        </p>
        <h1 className={styles.names} data-font={NAMES_FONT}>
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span>{part}</span>
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
