import { OnlineOnly } from '@/components/shared/online-only';
import type { DirectionsLinks as Links } from '@/lib/wedding/directions';
import { DirectionsLinks } from './directions-links';
import styles from './preview-content.module.css';

interface Props {
  id: string;
  url: string | null;
  name: string;
  address?: string;
  directions: Links | null;
  words: { title: string; missing: string; offline: string; directions: string; newTab: string };
}

export function VenueMap({ id, url, name, address, directions, words }: Props) {
  if (!url) return <p className={styles.mapMissing}>{words.missing}</p>;
  const offline = (
    <div className={styles.mapOffline}>
      <p className={styles.mapOfflineNote}>{words.offline}</p>
      <address className={styles.mapAddress}>
        <strong>
          <bdi>{name}</bdi>
        </strong>
        {address && (
          <span>
            <bdi>{address}</bdi>
          </span>
        )}
      </address>
      {directions && <DirectionsLinks links={directions} id={`${id}-map-directions`} words={words} />}
    </div>
  );
  return (
    <OnlineOnly offline={offline}>
      <iframe
        className={styles.map}
        src={url}
        title={words.title}
        loading="lazy"
        // The guest's private link must not reach the map provider.
        referrerPolicy="no-referrer"
        allowFullScreen
      />
    </OnlineOnly>
  );
}
