'use client';

import { useSyncExternalStore } from 'react';

export type SavedCopyReason = 'offline' | 'unavailable';
export interface SavedCopy {
  savedAt: number;
  reason: SavedCopyReason;
}

let saved: SavedCopy | null = null;
// Back online since the saved copy was shown: its notice goes, and what needs a connection comes back.
let reconnected = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function markSavedCopy(savedAt: number, reason: SavedCopyReason) {
  saved = { savedAt, reason };
  reconnected = false;
  notify();
}

function connectionChanged(event: Event) {
  reconnected = event.type === 'online';
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', connectionChanged);
    window.addEventListener('offline', connectionChanged);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', connectionChanged);
    window.removeEventListener('offline', connectionChanged);
  };
}

const shownCopy = () => (reconnected ? null : saved);

export const useSavedCopy = () => useSyncExternalStore(subscribe, shownCopy, () => null);

export const useOffline = () => useSyncExternalStore(subscribe, () => !navigator.onLine || shownCopy() !== null, () => false);
