import 'server-only';
import { getConfig } from '@/lib/server/config';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';

/** A forwarded host, only when BEHIND_PROXY says a proxy of ours writes it: any client can write one too. */
const forwarded = (requestHeaders: Headers, name: string) => (getConfig().behindProxy ? requestHeaders.get(name)?.split(',')[0]?.trim() || null : null);

/** The host the request was made to (the proxy's view of it, when BEHIND_PROXY is on). */
export function requestHost(requestHeaders: Headers): string | null {
  return forwarded(requestHeaders, 'x-forwarded-host') || requestHeaders.get('host');
}

/** The site's public origin: SITE_URL when set, else the request's own host. */
export function siteOrigin(requestHeaders: Headers): URL {
  const configured = getConfig().siteUrl;
  if (configured) return new URL(configured.origin);
  const host = requestHost(requestHeaders) || 'localhost';
  // Next sets X-Forwarded-Proto to the connection's own scheme when no proxy did; a client can only downgrade its own previews.
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() || (isDevelopmentHost(host) ? 'http' : 'https');
  try {
    return new URL(`${proto === 'http' ? 'http' : 'https'}://${host}`);
  } catch {
    return new URL('http://localhost');
  }
}
