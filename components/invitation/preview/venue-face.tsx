import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import { DirectionsLinks } from './directions-links';
import { VenuePhoto } from './venue-photo';
import styles from './preview-content.module.css';

interface Props {
  /** The card's id ('venue', 'venue-2'): names its directions group. */
  id: string;
  name: string;
  /** Which of the guest's parts are here ('Ceremony, Lunch'), when they are in more than one place. */
  parts?: string | null;
  address?: string;
  directions: Links | null;
  photo: string;
  words: { directions: string; newTab: string; loading: string };
}

/** A venue card's face: which parts are there (when not all), the venue's name, address, directions and photo. */
export function VenueFace({ id, name, parts, address, directions, photo, words }: Props) {
  return (
    <>
      {/* The couple's words, in whatever script: <bdi> keeps each the right way round, aligned with the card. */}
      {parts && <p className={styles.venueParts}>{parts}</p>}
      <p className={styles.venueName}>
        <bdi>{name}</bdi>
      </p>
      {address && (
        <p className={styles.address}>
          <bdi>{address}</bdi>
        </p>
      )}
      {directions && <DirectionsLinks links={directions} id={`${id}-directions`} words={words} />}
      <VenuePhoto src={photo} alt={name} loading={words.loading} />
    </>
  );
}
