'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the guest is looking at the saved copy (and from when), or has no connection at all:
 * shared by the saved-copy notice and the map, which shows directions instead of an empty frame.
 */
/** Why the saved copy was shown: no connection, or the site did not answer well (5xx, no answer in time). */
export type SavedCopyReason = 'offline' | 'unavailable';
export interface SavedCopy {
  savedAt: number;
  reason: SavedCopyReason;
}

let saved: SavedCopy | null = null;
const listeners = new Set<() => void>();

export function markSavedCopy(savedAt: number, reason: SavedCopyReason) {
  saved = { savedAt, reason };
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

/** The copy on screen, when it is the saved one; null when it came from the network (and on the server). */
export const useSavedCopy = () => useSyncExternalStore(subscribe, () => saved, () => null);

/** True while the page cannot reach the network: the browser says so, or the page itself came from the saved copy. */
export const useOffline = () =>
  useSyncExternalStore(subscribe, () => !navigator.onLine || saved !== null, () => false);
