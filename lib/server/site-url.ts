import 'server-only';
import { getConfig } from '@/lib/server/config';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';

/** The host the request was made to (the first proxy's view of it, when behind one). */
export function requestHost(requestHeaders: Headers): string | null {
  return requestHeaders.get('x-forwarded-host')?.split(',')[0]?.trim() || requestHeaders.get('host');
}

/** The site's public origin: SITE_URL when set, else the request's own host. */
export function siteOrigin(requestHeaders: Headers): URL {
  const configured = getConfig().siteUrl;
  if (configured) return new URL(configured.origin);
  const host = requestHost(requestHeaders) || 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() || (isDevelopmentHost(host) ? 'http' : 'https');
  try {
    return new URL(`${proto === 'http' ? 'http' : 'https'}://${host}`);
  } catch {
    return new URL('http://localhost');
  }
}
