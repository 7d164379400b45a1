'use client';

import Image, { type ImageLoader, type ImageProps } from 'next/image';
import { useState } from 'react';
import { GUEST_PHOTO_ROUTE, isGuestPhotoLink } from '@/lib/site/routes';
import { optimiserSkips } from '@/lib/wedding/media';

type Props = Omit<ImageProps, 'src' | 'onError'> & { src: string; fallback: string };

const guestPhotoLoader: ImageLoader = ({ src, width }) => `${GUEST_PHOTO_ROUTE}?src=${encodeURIComponent(src)}&w=${width}`;

export function FallbackImage({ src, fallback, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallback : src;
  const guestPhoto = isGuestPhotoLink(current);
  return (
    <Image
      {...rest}
      src={current}
      alt={alt}
      loader={guestPhoto ? guestPhotoLoader : undefined}
      // Shared photos reach a phone at their shown size through the optimiser, unless it must leave them alone.
      unoptimized={rest.unoptimized ?? (!guestPhoto && optimiserSkips(current))}
      data-fallback={current === fallback ? 'true' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
