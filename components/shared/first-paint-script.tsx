'use client';
import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { firstPaintScript } from '@/lib/site/first-paint-script';

/**
 * The first paint's switch (lib/site/first-paint-script.ts) in the page's <head>, as HTML only: never again as text in
 * the RSC payload (docs/decisions.md, "The faces' rules in the HTML only").
 */
export function AfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  const sent = useRef(false);
  useServerInsertedHTML(() => {
    // Asked again at every flush of the stream: it runs once, before the first paint.
    if (sent.current) return null;
    sent.current = true;
    return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstPaintScript() }} />;
  });
  return null;
}

