import { isPublicMediaPath, MEDIA_ROUTE, namesGuestPhotoFolder, signedPathPattern } from '../site/routes';
type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function storageUrl(supabaseUrl: string | undefined): URL | null {
  try {
    const url = new URL((supabaseUrl ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null; // not configured (or not a URL: the config check reports it)
  }
}

const storageBase = (url: URL) => `${url.pathname.replace(/\/+$/, '')}/storage/v1`;

export function storageImageSources(supabaseUrl: string | undefined, bucket: string): { patterns: RemotePattern[]; loopback: boolean } {
  const url = storageUrl(supabaseUrl);
  if (!url) return { patterns: [], loopback: false };
  const pattern = (kind: string): RemotePattern => ({
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: url.hostname,
    port: url.port,
    pathname: `${storageBase(url)}/${kind}/sign/${bucket}/**`,
  });
  // A loopback project (Supabase's CLI, the stand-in) is refused by the optimiser unless told.
  return { patterns: [pattern('object'), pattern('render/image')], loopback: LOOPBACK.has(url.hostname) };
}

export function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

export function mayBeGuestPhoto(path: string): boolean {
  const decoded = fullyDecoded(path);
  return decoded === null || namesGuestPhotoFolder(decoded.replaceAll('\\', '/'));
}

// Adds what Next's patterns cannot say; a made-up parameter would be a new resize each time.
export function imageSourceProblem(source: string | null, supabaseUrl: string | undefined, bucket: string): string | null {
  if (!source || source.length > 2048) return 'no usable url';
  const decoded = fullyDecoded(source);
  if (decoded === null || /\.\.|\\|\0/.test(decoded)) return 'a path that is not plain';
  if (mayBeGuestPhoto(source)) return "a guest's own photo";
  if (source.startsWith('/') && !source.startsWith('//')) {
    // One spelling per file: any other (%6B for k, %256B…) would be a new resize and a new cache entry.
    if (source !== decoded.split('/').map(encodeURIComponent).join('/')) return 'not the plain spelling of its path';
    if (source.startsWith(`${MEDIA_ROUTE}/`) && !isPublicMediaPath(source)) return 'not a public folder';
    return /^\/(images|media|hero)\/[^?#]+$/.test(source) ? null : 'not a shared image of this site';
  }
  if (/%25/.test(source)) return 'a link encoded twice';
  const storage = storageUrl(supabaseUrl);
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return 'not a URL';
  }
  if (!storage || url.origin !== storage.origin) return 'not the backend';
  const prefix = `${storageBase(storage)}/`;
  if (!url.pathname.startsWith(prefix) || !signedPathPattern(bucket).test(url.pathname.slice(prefix.length))) return 'not a signed photo of the bucket';
  const names = [...url.searchParams.keys()];
  return names.length === 1 && names[0] === 'token' && url.hash === '' ? null : 'a storage link with more than its token';
}

export function isGuestStorageLink(source: string, supabaseUrl: string | undefined, bucket: string): boolean {
  const storage = storageUrl(supabaseUrl);
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  const path = fullyDecoded(url.pathname);
  // Plainly spelled: no encoded slash, backslash or dot hides a segment.
  if (!storage || url.origin !== storage.origin || path === null || /\.\.|\\|\0/.test(path) || /%2f|%5c|%2e/i.test(url.pathname)) return false;
  const prefix = `${storageBase(storage)}/`;
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  const names = [...url.searchParams.keys()];
  return (
    signedPathPattern(bucket, true).test(rest) &&
    names.length === 1 &&
    names[0] === 'token' &&
    url.hash === ''
  );
}
