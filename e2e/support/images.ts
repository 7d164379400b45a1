import type { Locator } from '@playwright/test';

/** The path an image shows, seen through the image optimiser (/_next/image?url=...) or the guest-photo route (/guest-photo?src=...). */
export function originalPath(src: string | null): string {
  if (!src) return '';
  const url = new URL(src, 'http://site.invalid');
  const inner = url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname === '/guest-photo' ? url.searchParams.get('src') : null;
  const path = inner === null ? url.pathname : /^https?:/.test(inner) ? (inner.split('?')[0] ?? '') : new URL(inner, 'http://site.invalid').pathname;
  return decodeURIComponent(path);
}

/** The path an <img> currently shows (its chosen source, else its src attribute). */
export async function shownPath(img: Locator): Promise<string> {
  return originalPath(await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.getAttribute('src')));
}

/** Resolves once the image has finished loading (or failed): true when it shows real pixels. */
export async function hasLoaded(img: Locator): Promise<boolean> {
  return img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
}

/** Every <img> path in a server-rendered HTML string, decoded, in document order. */
export function imagePathsIn(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => originalPath((m[1] ?? '').replaceAll('&amp;', '&')));
}
