'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === 'function';

/** The phone's own share sheet, where there is one; elsewhere nothing (the send links stay beside it). */
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
