import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ContentProtection } from '@/components/shared/content-protection';
import { getConfig } from '@/lib/config';
import { requestHost } from '@/lib/invitation/demo-gate';
import { noAccessPageMetadata } from '@/lib/page-metadata';
import { protectionFor } from '@/lib/protection';
import { sans, script, serif } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return noAccessPageMetadata(await headers());
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf7f1',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // On every page, the notice too: Ctrl/Cmd+S always; the rest as the setting and host say.
  const { blockInspect } = protectionFor(getConfig().contentProtection, requestHost(await headers()));
  return (
    <html lang="en" className={`${serif.variable} ${script.variable} ${sans.variable}`}>
      <body>
        <ContentProtection blockInspect={blockInspect} />
        {children}
      </body>
    </html>
  );
}
