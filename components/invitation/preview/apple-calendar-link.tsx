'use client';

import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';

/** The .ics download: the route answers guests only, so the link carries the guest's id from the page's URL. */
export function AppleCalendarLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { guestId } = useParams<{ guestId?: string }>() ?? {};
  const url = guestId ? `${href}?guest=${encodeURIComponent(guestId)}` : href;
  return (
    <a className={className} href={url}>
      {children}
    </a>
  );
}
