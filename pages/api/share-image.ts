import type { NextApiRequest, NextApiResponse } from 'next';
import { FALLBACK_IMAGE_MAX_AGE_SECONDS, getShareImage, ICON_SIZES, type ShareImageKind } from '@/lib/invitation/share-image';

// A Pages route: why: docs/decisions.md, "A Pages route, twice".
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const asked = String(req.query.kind);
  const kind: ShareImageKind = Object.hasOwn(ICON_SIZES, asked) ? (asked as keyof typeof ICON_SIZES) : 'share';
  try {
    const image = await getShareImage(kind);
    const bytes = Buffer.from(image.bytes);
    res.setHeader('Content-Type', kind === 'share' ? 'image/jpeg' : 'image/png');
    res.setHeader('Content-Length', bytes.byteLength);
    // The URLs carry the photo's version, so its render can be cached for good.
    res.setHeader(
      'Cache-Control',
      image.real ? 'public, max-age=31536000, immutable' : `public, max-age=${FALLBACK_IMAGE_MAX_AGE_SECONDS}, must-revalidate`,
    );
    res.status(200).end(bytes);
  } catch (e) {
    console.error('Sharing image failed:', e instanceof Error ? e.message : e);
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).end();
  }
}
