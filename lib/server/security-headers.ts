import { FONT_ROUTE, GUEST_PHOTO_ROUTE, HERO_ROUTE, INVITE_ROUTE, MEDIA_ROUTE, SHARE_ROUTE } from '../site/routes';

export const MAPS_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

export function nonceOf(csp: string | null): string | undefined {
  return /'nonce-([\w+/=-]{1,64})'/.exec(csp ?? '')?.[1];
}

/** The one backend address a guest's page sends to: Storage's signed resumable uploads (a guest's photos of the day). */
const guestUploadSources = (backendOrigin: string) => [`${backendOrigin}/storage/v1/upload/resumable/sign`, `${backendOrigin}/storage/v1/upload/resumable/sign/`];

/** `uploads`: the desk's pages, whose photos go from the phone straight to the backend's Storage; other pages reach its signed uploads alone. */
export function contentSecurityPolicy(nonce: string, backendOrigin: string | null, dev = false, uploads = false): string {
  const backend = backendOrigin ? ` ${backendOrigin}` : '';
  const sendTo = uploads ? backend : backendOrigin ? ` ${guestUploadSources(backendOrigin).join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React and next/font set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${backend}`,
    `media-src 'self' blob:${backend}`,
    "font-src 'self'",
    `connect-src 'self'${sendTo}${dev ? ' ws:' : ''}`,
    `frame-src ${MAPS_FRAME_ORIGINS.join(' ')}`,
    // The offline worker (public/sw.js); under 'strict-dynamic', script-src alone would refuse it.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

export function backendOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// Files served as they are: even an SVG with a script renders inert, never sniffed.
export const FILE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': STATIC_SECURITY_HEADERS['Strict-Transport-Security'] as string,
};

const FILE_ROUTES = [`${MEDIA_ROUTE}/:path*`, `${SHARE_ROUTE}/:path*`, `${HERO_ROUTE}/:path*`, `${FONT_ROUTE}/:path*`, GUEST_PHOTO_ROUTE, `${INVITE_ROUTE}/:guestId/photos/:path*`] as const;

const FILE_PATHS = FILE_ROUTES.map((source) => new RegExp(`^${source.replace('/:path*', '/.*').replace(/:\w+/g, '[^/]+')}$`));

export const isFileRoute = (pathname: string) => FILE_PATHS.some((route) => route.test(pathname));

const asRules = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

export const securityHeaderRules = () => [
  { source: '/:path*', headers: asRules(STATIC_SECURITY_HEADERS) },
  ...FILE_ROUTES.map((source) => ({ source, headers: asRules(FILE_SECURITY_HEADERS) })),
];
