'use client';

import { useEffect, useRef } from 'react';
import { FallbackImage } from '@/components/shared/fallback-image';
import { VIDEO_PREVIEW_SEEK_SECONDS } from '@/lib/wedding/spec-values';
import { IMAGES } from '@/lib/site/routes';
import { isVideo } from '@/lib/wedding/media';
import styles from './timeline.module.css';

export function TimelineMedia({ src, title, label, onOpen }: { src: string; title: string; label: string; onOpen: () => void }) {
  const video = isVideo(src);
  const videoRef = useLoadWhenNear(video);
  return (
    <button type="button" className={styles.media} onClick={onOpen} aria-label={label}>
      {video ? (
        <video
          ref={videoRef}
          className={styles.mediaFill}
          src={`${src}#t=${VIDEO_PREVIEW_SEEK_SECONDS}`}
          preload="none"
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
      {/* Drawn, not a ▶ glyph: no font here has one, and a font search would delay the first paint. */}
      {video && <span className={styles.play} aria-hidden="true" />}
    </button>
  );
}

function useLoadWhenNear(active: boolean) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!active || !video) return;
    const load = () => {
      video.preload = 'metadata';
      video.load();
    };
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
