'use client';

import { useState } from 'react';
import { FallbackImage } from '@/components/shared/fallback-image';
import { IMAGES } from '@/lib/site/routes';
import styles from './preview-content.module.css';

export function VenuePhoto({ src, alt, loading }: { src: string; alt: string; loading: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.photo} data-loaded={loaded || undefined}>
      {!loaded && (
        <p className={styles.photoLoading} role="status">
          {loading}
        </p>
      )}
      <FallbackImage
        src={src}
        fallback={IMAGES.venueFallback}
        alt={alt}
        fill
        sizes="(min-width: 48rem) 28rem, calc(100vw - 5rem)"
        className={styles.photoImage}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
