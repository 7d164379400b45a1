import { Fragment } from 'react';
import { Vines } from '@/components/shared/vines';
import type { HeroRenditions } from '@/lib/wedding/types';
import type { InvitationWords } from '@/lib/wedding/words';
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
  words: InvitationWords['greeting'];
}

// The faces the names are drawn in (app/fonts.ts, app/globals.css): every file they need, in any script, is in before they change face.
const GUEST_FONT = "600 1em 'Cormorant Garamond', 'Noto Naskh Arabic'";
const NAMES_FONT = "1em 'Great Vibes', 'Aref Ruqaa'";

/** The greeting: the guest's name, the couple, and links down the page. */
export function Hero({ guestName, fullNames, heroAlt, hero, heroRenditions, vines, words }: Props) {
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
          {words.dearBefore}
          {/* dir="auto" isolates the name (like <bdi>): one in another script keeps its own direction. */}
          <span className={styles.guest} data-font={GUEST_FONT} dir="auto">
            {guestName}
          </span>
          {words.dearAfter}
        </p>
        <h1 className={styles.names} data-font={NAMES_FONT} dir="auto">
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span>{part}</span>
            </Fragment>
          ))}
        </h1>
        <p className={styles.tagline}>{words.married}</p>
        <nav className={styles.links} aria-label={words.sections}>
          <ScrollLink target="preview" className={styles.link}>
            {words.preview}
          </ScrollLink>
          <ScrollLink target="rsvp" className={styles.link}>
            {words.rsvp}
          </ScrollLink>
        </nav>
      </div>
    </header>
  );
}
