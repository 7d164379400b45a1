import 'server-only';
import { getConfig } from '@/lib/config';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';

/** The site's public origin: SITE_URL when set, else the request's own host. */
export function siteOrigin(requestHeaders: Headers): URL {
  const configured = getConfig().siteUrl;
  if (configured) return new URL(configured.origin);
  const host = requestHeaders.get('x-forwarded-host')?.split(',')[0]?.trim() || requestHeaders.get('host') || 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() || (isDevelopmentHost(host) ? 'http' : 'https');
  try {
    return new URL(`${proto === 'http' ? 'http' : 'https'}://${host}`);
  } catch {
    return new URL('http://localhost');
  }
}
