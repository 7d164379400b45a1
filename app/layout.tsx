import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ContentProtection } from '@/components/shared/content-protection';
import { FirstFrameUntil } from '@/components/shared/after-first-paint';
import { AfterFirstPaint } from '@/components/shared/first-paint-script';
import { WebFaces } from '@/components/shared/web-faces';
import { keepCutFaces } from '@/lib/invitation/web-faces';
import { getNoAccessMetadata } from '@/lib/invitation/page-metadata';
import { getPageProtection } from '@/lib/invitation/page-protection';
import { requestLanguage, requestLocale } from '@/lib/invitation/page-language';
import { requestScriptFaces } from '@/lib/invitation/page-faces';
import { direction } from '@/lib/wedding/languages';
import { nonceOf } from '@/lib/server/security-headers';
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
  const requestHeaders = await headers();
  const { blockInspect } = await getPageProtection();
  const language = await requestLanguage();
  const locale = await requestLocale();
  const scriptFaces = await requestScriptFaces();
  return (
    // data-after-paint is set by AfterFirstPaint's script before React hydrates.
    <html lang={locale} dir={direction(language)} suppressHydrationWarning>
      <head>
        {/* A page with letters the design's faces lack (Japanese, Czech ř) has faces cut to its characters too. */}
        <WebFaces cut={scriptFaces ? keepCutFaces(scriptFaces) : undefined} />
        <AfterFirstPaint nonce={nonceOf(requestHeaders.get('content-security-policy'))} />
        <FirstFrameUntil />
      </head>
      <body>
        <ContentProtection blockInspect={blockInspect} />
        {children}
      </body>
    </html>
  );
}
