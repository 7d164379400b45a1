'use client';

import { useState } from 'react';
import type { GuestPhoto } from '@/lib/wedding/types';
import { FallbackImage } from '@/components/shared/fallback-image';
import { Lightbox } from '@/components/shared/lightbox';
import { IMAGES } from '@/lib/wedding/constants';
import styles from './memories.module.css';

const title = (i: number) => `Wedding memory ${i + 1}`;

/** The guest's photos; a click opens them large. */
export function MemoriesGrid({ photos }: { photos: GuestPhoto[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id + i}>
            <button type="button" className={styles.item} onClick={() => setViewing(i)} title={title(i)} aria-label={`View ${title(i)}`}>
              <FallbackImage
                src={p.photo_url || p.url}
                fallback={IMAGES.placeholder}
                alt={title(i)}
                title={title(i)}
                fill
                sizes="(max-width: 640px) 92vw, 330px"
                className={styles.photo}
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        label="Memories"
        items={photos.map((p, i) => ({ src: p.photo_url || p.url, alt: title(i), kind: 'image' }))}
        index={viewing}
        onIndexChange={setViewing}
      />
    </>
  );
}
