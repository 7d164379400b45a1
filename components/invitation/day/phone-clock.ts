'use client';

import { useSyncExternalStore } from 'react';

// The phone's clock, not the server's: a saved copy turns too (docs/decisions.md, "The day turns on the phone").
const TICK_MS = 15_000;

function subscribe(listener: () => void) {
  const timer = setInterval(listener, TICK_MS);
  document.addEventListener('visibilitychange', listener);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', listener);
  };
}

const phoneNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** The phone's time to the quarter minute; while hydrating, the time the server drew the page at. */
export const usePhoneClock = (renderedAt: number) => useSyncExternalStore(subscribe, phoneNow, () => renderedAt);
