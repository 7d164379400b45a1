import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sans, script, serif } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: 'Wedding Invitation',
  description: "You're invited to celebrate our special day!",
};

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
