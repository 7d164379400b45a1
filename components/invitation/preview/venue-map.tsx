import { OnlineOnly } from '@/components/shared/online-only';
import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import { DirectionsLinks } from './directions-links';
import styles from './preview-content.module.css';

interface Props {
  url: string | null;
  name: string;
  address?: string;
  directions: Links | null;
}

/** The venue card's overlay: a map searched by the venue's name and address; offline, the address and directions. */
export function VenueMap({ url, name, address, directions }: Props) {
  if (!url) return <p className={styles.mapMissing}>The map will appear once the venue is announced.</p>;
  const offline = (
    <div className={styles.mapOffline}>
      <p className={styles.mapOfflineNote}>The map needs a connection. The venue is:</p>
      <address className={styles.mapAddress}>
        <strong>{name}</strong>
        {address && <span>{address}</span>}
      </address>
      {directions && <DirectionsLinks links={directions} id="map-directions" />}
    </div>
  );
  return (
    <OnlineOnly offline={offline}>
      <iframe
        className={styles.map}
        src={url}
        title={`Map of ${name}`}
        loading="lazy"
        // The guest's private link must not reach the map provider.
        referrerPolicy="no-referrer"
        allowFullScreen
      />
    </OnlineOnly>
  );
}
