'use client';

import { FallbackImage } from '@/components/shared/fallback-image';
import { IMAGES, VIDEO_PREVIEW_SEEK_SECONDS } from '@/lib/wedding/constants';
import { isVideo } from '@/lib/wedding/media';
import styles from './timeline.module.css';

/** An event's photo or video preview; a button that opens the lightbox. */
export function TimelineMedia({ src, title, onOpen }: { src: string; title: string; onOpen: () => void }) {
  const video = isVideo(src);
  return (
    <button type="button" className={styles.media} onClick={onOpen} aria-label={`View ${video ? 'video' : 'photo'}: ${title}`}>
      {video ? (
        <video
          className={styles.mediaFill}
          // The media fragment shows the frame at 1 second as the preview.
          src={`${src}#t=${VIDEO_PREVIEW_SEEK_SECONDS}`}
          preload="metadata"
          muted
          playsInline
          aria-hidden="true"
          onLoadedMetadata={(e) => {
            if (e.currentTarget.currentTime < VIDEO_PREVIEW_SEEK_SECONDS) e.currentTarget.currentTime = VIDEO_PREVIEW_SEEK_SECONDS;
          }}
        />
      ) : (
        <FallbackImage src={src} fallback={IMAGES.placeholder} alt={title} fill sizes="(max-width: 700px) 90vw, 520px" className={styles.mediaFill} />
      )}
      {video && (
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
      )}
    </button>
  );
}
