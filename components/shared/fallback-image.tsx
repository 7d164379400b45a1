'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

type Props = Omit<ImageProps, 'src' | 'onError'> & { src: string; fallback: string };

/** An image that swaps to `fallback` when its own source fails to load (spec §8). */
export function FallbackImage({ src, fallback, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallback : src;
  return (
    <Image
      {...rest}
      src={current}
      alt={alt}
      // Remote links (signed storage URLs) are already sized by the backend; signed links of this
      // site (a query string) are private and expire: the optimiser would cache them publicly.
      unoptimized={rest.unoptimized ?? (/^https?:/.test(current) || current.endsWith('.svg') || current.includes('?'))}
      data-fallback={current === fallback ? 'true' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
