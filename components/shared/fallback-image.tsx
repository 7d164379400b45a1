'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { isSignedStorageUrl } from '@/lib/wedding/media';

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
      // The bucket's signed URLs go through the optimiser (next.config.ts allows the project's host), so a
      // phone gets each photo at its shown size; other remote links are shown as they are. This site's own
      // signed links (a query string) are private and expire: the optimiser would cache them publicly.
      unoptimized={
        rest.unoptimized ?? ((/^https?:/.test(current) ? !isSignedStorageUrl(current) : current.includes('?')) || current.endsWith('.svg'))
      }
      data-fallback={current === fallback ? 'true' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
