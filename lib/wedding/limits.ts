// Past this the spec's fallbacks apply.
export const BACKEND_TIMEOUT_MS = 3000;
// No page carries a signed URL with less than this left to live.
export const SIGNED_URL_REUSE_MARGIN_SECONDS = 600;
export const SIGNED_URL_RENEW_AHEAD_SECONDS = 300;
// Shared content is served from memory this long, then re-read in the background.
export const CONTENT_REVALIDATE_SECONDS = 120;
export const CONTENT_RETRY_SECONDS = { first: 5, max: 60 } as const;

export const UNKNOWN_LINKS = { remembered: 10_000, rememberMs: 60_000, clients: 10_000, perClientPerMinute: 30 } as const;

// Real user agents are under 400 bytes; Next's bot pattern is quadratic in it.
export const MAX_USER_AGENT_BYTES = 1024;

export const OPENS = {
  throttleMs: 5 * 60_000,
  recordTimeoutMs: 2000,
  maxRecordsPerMinute: 120,
  maxRemembered: 5000,
  maxBodyBytes: 200,
} as const;

// A camera photo is ~50 MP; a larger image is refused on every path, never sent as it is.
export const MAX_INPUT_PIXELS = 64_000_000;

export const IMAGE_WIDTHS = { device: [390, 640, 828, 1080, 1200, 1600], image: [64, 128, 256, 384] } as const;

export const WHOLE_PHOTO_TRANSFORM = { width: 2000, height: 2000, resize: 'contain', quality: 85 } as const;

// Guest photos: at once, in line, per guest, largest read, WebP quality, memory kept.
export const GUEST_PHOTOS_RESIZE = { running: 2, waiting: 24, perGuest: 2, perGuestWaiting: 48, maxSourceBytes: 25_000_000, quality: 75, keptBytes: 32_000_000 } as const;

export const HERO = { blurWidth: 24, portrait: { width: 1200, height: 2667 } } as const;

// The server's start-up checks and first content read wait for its first answer, or this long without a request.
export const START_UP_WITHIN_MS = 3000;
