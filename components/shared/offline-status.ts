'use client';

import { useSyncExternalStore } from 'react';

export type SavedCopyReason = 'offline' | 'unavailable';
export interface SavedCopy {
  savedAt: number;
  reason: SavedCopyReason;
}

export const WORKER_PATH = '/sw.js';
const PROBE_MS = 5000;

let saved: SavedCopy | null = null;
// Back online since the saved copy was shown offline: its notice goes, and what needs a connection comes back.
let reconnected = false;
let probing: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// A HEAD the offline worker lets pass: a page opened offline is not always told when the signal returns.
const reachable = () =>
  fetch(WORKER_PATH, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_MS) }).then(
    (response) => response.ok,
    () => false,
  );

function probe(after = 0) {
  clearTimeout(probing);
  if (saved?.reason !== 'offline' || reconnected) return;
  probing = setTimeout(async () => {
    if (!(await reachable())) return probe(PROBE_MS);
    reconnected = true;
    notify();
  }, after);
}

export function markSavedCopy(savedAt: number, reason: SavedCopyReason) {
  saved = { savedAt, reason };
  reconnected = false;
  notify();
  probe(PROBE_MS);
}

function connectionChanged(event: Event) {
  if (event.type === 'online') return probe();
  reconnected = false;
  notify();
  probe(PROBE_MS);
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
