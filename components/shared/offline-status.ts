'use client';

import { useSyncExternalStore } from 'react';

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

export const useSavedCopy = () => useSyncExternalStore(subscribe, () => saved, () => null);

export const useOffline = () =>
  useSyncExternalStore(subscribe, () => !navigator.onLine || saved !== null, () => false);
