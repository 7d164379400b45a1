import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ContentProtection } from '@/components/shared/content-protection';
import { getNoAccessMetadata } from '@/lib/invitation/page-metadata';
import { getConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/site-url';
import { protectionFor } from '@/lib/wedding/protection';
import { fontClasses } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return getNoAccessMetadata();
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
    <html lang="en" className={fontClasses}>
      <body>
        <ContentProtection blockInspect={blockInspect} />
        {children}
      </body>
    </html>
  );
}
