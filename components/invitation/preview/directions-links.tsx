import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import styles from './preview-content.module.css';

export function DirectionsLinks({ links, id, words }: { links: Links; id: string; words: { directions: string; newTab: string } }) {
  return (
    <div className={styles.directions} role="group" aria-labelledby={id}>
      <p id={id} className={styles.linksLabel}>
        {words.directions}
      </p>
      <div className={styles.directionsLinks}>
        {/* The apps' own names, in every language. */}
        <a className={styles.directionsLink} href={links.google} target="_blank" rel="noopener noreferrer">
          Google Maps<span className="visually-hidden">{words.newTab}</span>
        </a>
        <a className={styles.directionsLink} href={links.apple} target="_blank" rel="noopener noreferrer">
          Apple Maps<span className="visually-hidden">{words.newTab}</span>
        </a>
      </div>
    </div>
  );
}
