'use client';
import { useServerInsertedHTML } from 'next/navigation';
import { useRef, type ReactNode } from 'react';

/** Writes `render()` into the page's <head> as HTML only, never into the RSC payload; the stream asks at every flush. */
export function useHeadOnce(render: () => ReactNode) {
  const sent = useRef(false);
  useServerInsertedHTML(() => {
    if (sent.current) return null;
    sent.current = true;
    return render();
  });
}
