import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import { DirectionsLinks } from './directions-links';
import { VenuePhoto } from './venue-photo';
import styles from './preview-content.module.css';

/** The venue card's face: the venue's name, address, directions and photo. */
export function VenueFace({ name, address, directions, photo }: { name: string; address?: string; directions: Links | null; photo: string }) {
  return (
    <>
      <p className={styles.venueName}>{name}</p>
      {address && <p className={styles.address}>{address}</p>}
      {directions && <DirectionsLinks links={directions} id="venue-directions" />}
      <VenuePhoto src={photo} alt={name} />
    </>
  );
}
