import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { noAccessPageMetadata } from '@/lib/page-metadata';
import { fontClasses } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return noAccessPageMetadata(await headers());
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf7f1',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={fontClasses}>
      <body>{children}</body>
    </html>
  );
}
