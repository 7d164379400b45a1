import 'server-only';
import { getConfig } from '@/lib/server/config';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';

// X-Forwarded-Host only with BEHIND_PROXY=on: any client can write one.
export function requestHost(requestHeaders: Headers): string | null {
  const forwarded = getConfig().behindProxy ? requestHeaders.get('x-forwarded-host')?.split(',')[0]?.trim() : null;
  return forwarded || requestHeaders.get('host');
}

export function siteOrigin(requestHeaders: Headers): URL {
  const configured = getConfig().siteUrl;
  if (configured) return new URL(configured.origin);
  const host = requestHost(requestHeaders) || 'localhost';
  // Next sets X-Forwarded-Proto itself when no proxy did; a client can only downgrade its own previews.
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() || (isDevelopmentHost(host) ? 'http' : 'https');
  try {
    return new URL(`${proto === 'http' ? 'http' : 'https'}://${host}`);
  } catch {
    return new URL('http://localhost');
  }
}
