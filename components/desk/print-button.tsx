'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

export function PrintButton() {
  const ready = useSyncExternalStore(noChange, () => true, () => false);
  if (!ready) return null;
  return (
    <button type="button" onClick={() => window.print()}>
      Print
    </button>
  );
}
