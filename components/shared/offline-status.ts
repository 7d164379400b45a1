'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the guest is looking at the saved copy (and from when), or has no connection at all:
 * shared by the saved-copy notice and the map, which shows directions instead of an empty frame.
 */
let savedAt: number | null = null;
const listeners = new Set<() => void>();

export function markSavedCopy(at: number) {
  savedAt = at;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** When the copy on screen was saved; null when it came from the network (and on the server). */
export const useSavedCopy = () => useSyncExternalStore(subscribe, () => savedAt, () => null);

/** True while the page cannot reach the network: the browser says so, or the page itself came from the saved copy. */
export const useOffline = () =>
  useSyncExternalStore(subscribe, () => !navigator.onLine || savedAt !== null, () => false);
