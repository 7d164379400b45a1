import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { FirstFrameNow } from '@/components/shared/after-first-paint';
import { hasDesk } from '@/lib/desk/accounts';
import { isTrial, TRIAL_TEXT } from '@/lib/desk/local-desk';
import './desk.css';

export function generateMetadata(): Metadata {
  return hasDesk() ? { title: 'Wedding desk', robots: { index: false, follow: false } } : {};
}

export default function DeskLayout({ children }: { children: ReactNode }) {
  // A site without a Supabase project has no desk here (npm run desk serves one on the couple's computer).
  if (!hasDesk()) notFound();
  return (
    <main className="desk">
      <FirstFrameNow />
      {isTrial() ? <p className="desk-trial">{TRIAL_TEXT}</p> : null}
      {children}
    </main>
  );
}
