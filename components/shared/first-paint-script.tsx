'use client';
import { firstPaintScript } from '@/lib/site/first-paint-script';
import { useHeadOnce } from './head-once';

/**
 * The first paint's switch (lib/site/first-paint-script.ts) in the page's <head>, as HTML only: never again as text in
 * the RSC payload (docs/decisions.md, "The faces' rules in the HTML only").
 */
export function AfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  useHeadOnce(() => <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstPaintScript() }} />);
  return null;
}
