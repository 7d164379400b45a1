'use client';

import { useState } from 'react';
import { FallbackImage } from '@/components/shared/fallback-image';
import { Lightbox, type LightboxWords } from '@/components/shared/lightbox';
import { IMAGES } from '@/lib/site/routes';
import styles from './memories.module.css';

/** A photo as the grid shows it: its link once, as the RSC payload carries it. */
type GridPhoto = { id: string; src: string };

interface Props {
  photos: GridPhoto[];
  titles: { title: string; view: string }[];
  lightbox: LightboxWords;
}

export function MemoriesGrid({ photos, titles, lightbox }: Props) {
  const [viewing, setViewing] = useState<number | null>(null);
  const title = (i: number) => titles[i]?.title ?? '';
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id + i}>
            <button type="button" className={styles.item} onClick={() => setViewing(i)} title={title(i)} aria-label={titles[i]?.view}>
              <FallbackImage
                src={p.src}
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
        words={lightbox}
        items={photos.map((p, i) => ({ src: p.src, alt: title(i), kind: 'image' }))}
        index={viewing}
        onIndexChange={setViewing}
      />
    </>
  );
}
