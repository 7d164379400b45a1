import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getNoAccessMetadata } from '@/lib/invitation/page-metadata';
import { sans, script, serif } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return getNoAccessMetadata();
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf7f1',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${serif.variable} ${script.variable} ${sans.variable}`}>
      <body>{children}</body>
    </html>
  );
}
