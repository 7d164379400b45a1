'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === 'function';

export function ShareButton({ title, text, label }: { title: string; text: string; label: string }) {
  const canShare = useSyncExternalStore(noChange, hasShareSheet, () => false);
  if (!canShare) return null;
  const share = () => navigator.share({ title, text }).catch(() => undefined);
  return (
    <button type="button" className="desk-share" onClick={share} aria-label={label}>
      Share…
    </button>
  );
}
