import { VenuePhoto } from './venue-photo';
import styles from './preview-content.module.css';

/** The venue card's face: the venue's name, address and photo. */
export function VenueFace({ name, address, photo }: { name: string; address?: string; photo: string }) {
  return (
    <>
      <p className={styles.venueName}>{name}</p>
      {address && <p className={styles.address}>{address}</p>}
      <VenuePhoto src={photo} alt={name} />
    </>
  );
}
