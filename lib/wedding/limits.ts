export const BACKEND_TIMEOUT_MS = 3000;
export const SIGNED_URL_REUSE_MARGIN_SECONDS = 600;
export const SIGNED_URL_RENEW_AHEAD_SECONDS = 300;
export const CONTENT_REVALIDATE_SECONDS = 120;
export const CONTENT_RETRY_SECONDS = { first: 5, max: 60 } as const;

export const UNKNOWN_LINKS = { remembered: 10_000, rememberMs: 60_000, clients: 10_000, perClientPerMinute: 30 } as const;

export const MAX_USER_AGENT_BYTES = 1024;

export const OPENS = {
  throttleMs: 5 * 60_000,
  recordTimeoutMs: 2000,
  maxRecordsPerMinute: 120,
  maxRemembered: 5000,
  maxBodyBytes: 200,
} as const;

export const MAX_INPUT_PIXELS = 64_000_000;

export const IMAGE_WIDTHS = { device: [390, 640, 828, 1080, 1200, 1600], image: [64, 128, 256, 384] } as const;

export const WHOLE_PHOTO_TRANSFORM = { width: 2000, height: 2000, resize: 'contain', quality: 85 } as const;

export const GUEST_PHOTOS_RESIZE = { running: 2, waiting: 24, perGuest: 2, perGuestWaiting: 48, maxSourceBytes: 25_000_000, quality: 75, keptBytes: 32_000_000 } as const;

// The portrait cut fills a phone's whole screen: asked of the optimiser at a lower quality (docs/decisions.md, the hero photo).
export const HERO = { blurWidth: 24, portrait: { width: 1200, height: 2667 }, portraitQuality: 65 } as const;

// The qualities the optimiser answers: Next's default, and the hero's portrait cut.
export const IMAGE_QUALITIES = [75, HERO.portraitQuality] as const;

export const START_UP_WITHIN_MS = 3000;

// A notice reaches an open page within a minute: the page asks every half minute, the server reads a guest's at most every 15 s.
export const NOTICES_READ_EVERY_MS = 15_000;
export const NOTICES_POLL_MS = 30_000;
export const NOTICES_RETRY_MS = 3_000;
/** How long the page waits for them before it is sent without (its poll asks at once). */
export const NOTICES_WAIT_MS = 400;

// The desk's Health runs the doctor's whole pass (some sixty calls) at most once a minute, for owners only.
export const DOCTOR_EVERY_MS = 60_000;

// A wedding's backup unpacked: the free plan keeps files of at most 50 MB and 1 GB in all; its tables are a few MB.
export const BACKUP_UNPACKED = { entries: 20_000, fileBytes: 50 * 2 ** 20, tableBytes: 20 * 2 ** 20, totalBytes: 1.125 * 2 ** 30 } as const;
/** `npm run restore` on a computer takes a bigger plan's backup: each of those limits times this. */
export const COMPUTER_BACKUP_TIMES = 8;
