import type { NextApiRequest, NextApiResponse } from 'next';
import { getShareImage, ICON_SIZES, type ShareImageKind } from '@/lib/invitation/share-image';

/**
 * The link-preview image and the page icon, served at /share/image.jpg and /share/icon.png
 * (rewrites in next.config.ts). A Pages API route because App Router handlers drop
 * Content-Length, which some messaging apps need before they show an image.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const asked = String(req.query.kind);
  const kind: ShareImageKind = Object.hasOwn(ICON_SIZES, asked) ? (asked as keyof typeof ICON_SIZES) : 'share';
  try {
    const bytes = Buffer.from(await getShareImage(kind));
    res.setHeader('Content-Type', kind === 'share' ? 'image/jpeg' : 'image/png');
    res.setHeader('Content-Length', bytes.byteLength);
    // The URLs carry a version of the photo, so they can be cached for good.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.status(200).end(bytes);
  } catch (e) {
    console.error('Sharing image failed:', e instanceof Error ? e.message : e);
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).end();
  }
}
