/** The site's operating limits: time budgets, throttles, memory, and the sizes photos are resized to. */

/** Every backend call gives up after this long; the spec's fallbacks then apply. */
export const BACKEND_TIMEOUT_MS = 3000;
/** No page ever carries a signed URL with less than this long left to live. */
export const SIGNED_URL_REUSE_MARGIN_SECONDS = 600;
/** Signed URLs are renewed this long before they reach the margin above, so no guest waits for it. */
export const SIGNED_URL_RENEW_AHEAD_SECONDS = 300;
/** How long the shared wedding content is served from memory before it is read again (in the background). */
export const CONTENT_REVALIDATE_SECONDS = 120;
/** After a failed read, the next try comes this soon, doubling per failure up to the cap. */
export const CONTENT_RETRY_SECONDS = { first: 5, max: 60 } as const;

/** Unknown guest links: ids remembered as nobody's (and for how long), and how many one client may ask a minute. */
export const UNKNOWN_LINKS = { remembered: 10_000, rememberMs: 60_000, clients: 10_000, perClientPerMinute: 30 } as const;

/** The longest user agent answered (real ones are under 400 bytes); Next's bot pattern is quadratic in it (docs/decisions.md). */
export const MAX_USER_AGENT_BYTES = 1024;

/** Recording that a guest opened their invitation (docs/couples-guide.md, "See who has opened it"). */
export const OPENS = {
  /** At most one write per guest in this window, per server process. */
  throttleMs: 5 * 60_000,
  /** A record call gives up after this long; the guest never waits for it. */
  recordTimeoutMs: 2000,
  /** At most this many writes per minute in all, so made-up ids cannot flood the backend. */
  maxRecordsPerMinute: 120,
  /** Guests remembered by the throttle; the oldest are forgotten first. */
  maxRemembered: 5000,
  /** A beacon's body is a guest id in a little JSON; anything longer is not ours. */
  maxBodyBytes: 200,
} as const;

// A camera photo is ~50 MP; a larger image is refused on every path, never sent as it is.
export const MAX_INPUT_PIXELS = 64_000_000;

/** The widths the site resizes photos to (next.config.ts's deviceSizes and imageSizes, and guest photos). */
export const IMAGE_WIDTHS = { device: [390, 640, 828, 1080, 1200, 1600], image: [64, 128, 256, 384] } as const;

/** The hero and venue photos keep their shape (fitted within 2000 px; the site's optimiser sizes them for the screen). */
export const WHOLE_PHOTO_TRANSFORM = { width: 2000, height: 2000, resize: 'contain', quality: 85 } as const;

/**
 * Bounds on resizing a guest's own photos: photos at once and in line, one guest's share of them and own line, the largest photo read,
 * the WebP quality, and the memory that keeps resized photos (privately, for their link's lifetime).
 */
export const GUEST_PHOTOS_RESIZE = { running: 2, waiting: 24, perGuest: 2, perGuestWaiting: 48, maxSourceBytes: 25_000_000, quality: 75, keptBytes: 32_000_000 } as const;

/**
 * The greeting's photo beyond its own link (lib/invitation/hero-renditions.ts): a tiny inline rendering
 * for the first frame, and a portrait cut (9:20, a phone held upright).
 */
export const HERO = { blurWidth: 24, portrait: { width: 1200, height: 2667 } } as const;

// The server's start-up checks and first content read wait for its first answer, or this long without a request.
export const START_UP_WITHIN_MS = 3000;
