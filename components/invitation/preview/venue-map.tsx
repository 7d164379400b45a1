import styles from './preview-content.module.css';

/** The venue card's overlay: a map searched by the venue's name and address. */
export function VenueMap({ url, name }: { url: string | null; name: string }) {
  if (!url) return <p className={styles.mapMissing}>The map will appear once the venue is announced.</p>;
  return (
    <iframe
      className={styles.map}
      src={url}
      title={`Map of ${name}`}
      loading="lazy"
      // The guest's private link must not reach the map provider.
      referrerPolicy="no-referrer"
      allowFullScreen
    />
  );
}
