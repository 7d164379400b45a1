'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
// Old browsers (and test DOMs) may have no matchMedia: then nobody asked for less motion.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the guest asks for less motion right now (for event handlers). */
export const prefersReducedMotion = () => media()?.matches ?? false;

/** Whether the guest asked for less motion; false on the server, so hydration never disagrees. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
