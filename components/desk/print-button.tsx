'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/** Print, once the page can run it (without JavaScript the browser's own Print does the same). */
export function PrintButton() {
  const ready = useSyncExternalStore(noChange, () => true, () => false);
  if (!ready) return null;
  return (
    <button type="button" onClick={() => window.print()}>
      Print
    </button>
  );
}
