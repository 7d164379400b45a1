'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SIGNED_URL_REUSE_MARGIN_SECONDS } from '@/lib/wedding/limits';

// Phones keep tabs for days, longer than signed photo links live: refetched when shown again near expiry.
export function RefreshWhenStale({ expiresAt }: { expiresAt: number | null }) {
  const router = useRouter();
  useEffect(() => {
    if (expiresAt === null) return;
    const onShow = () => {
      if (document.visibilityState === 'visible' && Date.now() > expiresAt - SIGNED_URL_REUSE_MARGIN_SECONDS * 1000) router.refresh();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [expiresAt, router]);
  return null;
}
