import 'server-only';
import { getDataSource } from '@/lib/data';
import { signedUrlClaims } from '@/lib/data/signed-url';
import { isSharedStoredPath } from '@/lib/wedding/media';

const SIGNED_OBJECT = /\/storage\/v1\/(?:object|render\/image)\/sign\/[^/]+\/(.+)$/;
const sameLink = (a: string, b: string) => {
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname && signedUrlClaims(a)?.transformations === signedUrlClaims(b)?.transformations;
};

/**
 * The link this site itself gives for the shared photo a signed Storage link names, in the same rendition: the optimiser
 * then keeps one entry per photo for as long as it is valid, whoever signed the link it was asked for. Null when the
 * link asked for is that one (or names no shared photo); 'unknown' when this site gives no such rendition.
 */
export async function ownImageLink(source: string): Promise<string | null | 'unknown'> {
  const path = SIGNED_OBJECT.exec(new URL(source).pathname)?.[1];
  if (!path || !isSharedStoredPath(decodeURIComponent(path))) return null;
  const data = getDataSource();
  for (const fit of ['tile', 'whole'] as const) {
    const own = await data.resolvePhoto(decodeURIComponent(path), fit);
    if (/^https?:/.test(own) && sameLink(own, source)) return own === source ? null : own;
  }
  return 'unknown';
}
