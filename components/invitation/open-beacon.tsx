'use client';

import { useEffect } from 'react';
import { OPENED_ROUTE } from '@/lib/site/routes';

type PrerenderingDocument = Document & { prerendering?: boolean };

// Only while visible: never from a prerendered page or a background tab until it is looked at; a saved copy
// opened without signal counts once the phone is back online.
export function OpenBeacon({ guestId, token }: { guestId: string; token: string }) {
  useEffect(() => {
    let sent = false;
    const send = () => {
      if (sent || document.visibilityState !== 'visible' || (document as PrerenderingDocument).prerendering || !navigator.onLine) return;
      sent = true;
      const body = JSON.stringify({ guest: guestId, token });
      try {
        if (navigator.sendBeacon?.(OPENED_ROUTE, body)) return;
      } catch {
        // sendBeacon refused (e.g. a browser setting): fall through to fetch
      }
      void fetch(OPENED_ROUTE, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    };
    send();
    document.addEventListener('visibilitychange', send);
    document.addEventListener('prerenderingchange', send);
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', send);
      document.removeEventListener('prerenderingchange', send);
    };
  }, [guestId, token]);
  return null;
}
