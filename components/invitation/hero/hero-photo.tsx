'use client';

import Image, { getImageProps } from 'next/image';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { IMAGES } from '@/lib/site/routes';
import { HERO } from '@/lib/wedding/limits';
import { optimiserSkips } from '@/lib/wedding/media';
import type { HeroRenditions } from '@/lib/invitation/hero-renditions';
import styles from './hero.module.css';

const PORTRAIT = '(max-aspect-ratio: 3/4)';

export function HeroPhoto({ src, alt, renditions }: { src: string; alt: string; renditions: HeroRenditions | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // A photo that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(src);
  }, [src]);
  const shown = failed === src ? IMAGES.heroFallback : src;
  const common = { alt, fill: true, loading: 'lazy', className: styles.image, unoptimized: optimiserSkips(shown) } as const;
  // A landscape photo covering a portrait screen is drawn about 1.5 times the screen's height wide, not 100vw.
  const sizes = '(max-aspect-ratio: 3/2) 150vh, 100vw';
  if (shown !== src || !renditions) {
    return <Image {...common} alt={alt} src={shown} sizes={sizes} onError={() => setFailed(src)} data-fallback={shown !== src || undefined} />;
  }
  // The portrait cut (9:20) covers an upright phone by its width, a taller one by its height.
  const portrait = getImageProps({ ...common, src: renditions.portrait, unoptimized: false, quality: HERO.portraitQuality, sizes: '(max-aspect-ratio: 9/20) 45vh, 100vw' }).props;
  const { props } = getImageProps({ ...common, src, sizes });
  const blur = renditions.blur ? ({ '--blur': `url(${renditions.blur.landscape})`, '--blur-portrait': `url(${renditions.blur.portrait})` } as CSSProperties) : undefined;
  return (
    <picture className={styles.picture} style={blur}>
      <source media={PORTRAIT} srcSet={portrait.srcSet} sizes={portrait.sizes} />
      {/* getImageProps' own <img>, in a <picture> for art direction (the framework's recipe). */}
      <img {...props} ref={img} alt={alt} onError={() => setFailed(src)} />
    </picture>
  );
}
