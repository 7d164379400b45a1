import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import { DirectionsLinks } from './directions-links';
import { VenuePhoto } from './venue-photo';
import styles from './preview-content.module.css';

interface Props {
  id: string;
  name: string;
  parts?: string | null;
  address?: string;
  directions: Links | null;
  photo: string;
  words: { directions: string; newTab: string; loading: string };
}

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
