/**
 * Every business constant of the spec (§9) in one place, so a couple changes
 * their wedding's fixed facts here and nowhere else.
 */

/**
 * The spec's wedding day, used wherever the couple's wedding info gives none (its wedding.date,
 * startTime, endTime and timeZone): 27 November 2025, 10:30–15:30 Sydney time. The UTC offset is
 * worked out from the time zone for the day (lib/wedding/zoned-time.ts), never written down.
 */
export const EVENT = {
  date: { year: 2025, month: 11, day: 27 },
  start: { hour: 10, minute: 30 },
  end: { hour: 15, minute: 30 },
  timeZone: 'Australia/Sydney',
  alarmMinutesBefore: 60,
  fileName: 'wedding-invitation.ics',
} as const;

export const DEFAULT_SCHEDULE = {
  ceremony: '10:30 AM',
  speeches: '12:00 PM',
  lunch: '1:00 PM',
} as const;

/** The Preview's weather figures when the wedding info gives none (its `weather` group). */
export const WEATHER = {
  highC: 23,
  lowC: 18,
  precipitationPercent: 28,
  uvIndex: 'V. High',
} as const;

export const LOVE_STORY_TITLE = 'Recap';

export const STORAGE = {
  bucket: 'wedding-photos',
  guestPhotosFolder: 'guest-photos',
  galleryFolder: 'gallery',
  /** The folders anyone may read (bucket policies, /media); every other one needs a signed link. */
  publicFolders: ['gallery', 'story'],
  /** The venue's photo lives in the gallery folder and is left out of the gallery fallback. */
  venuePhotoName: 'venue.jpg',
  listLimit: 100,
  signedUrlSeconds: 3600,
  transform: { width: 1200, height: 1200, resize: 'cover', quality: 90 },
  /** The hero and venue photos keep their shape (fitted within 2000 px; the site's optimiser sizes them for the screen). */
  wholePhotoTransform: { width: 2000, height: 2000, resize: 'contain', quality: 85 },
} as const;

/** Where the site serves the local content folder's media (app/media/[...path]/route.ts). */
export const MEDIA_ROUTE = '/media';

export const GUEST_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const GUEST_PHOTOS_SHOWN = 3;

export const VINE_ROTATION_DEGREES = { header: 30, memories: 25, rsvp: 25 } as const;
export const PRESS_EFFECT_MS = 150;
export const VIDEO_PREVIEW_SEEK_SECONDS = 1;

/** The widths the site resizes photos to (next.config.ts's deviceSizes and imageSizes, and guest photos). */
export const IMAGE_WIDTHS = { device: [390, 640, 828, 1080, 1200, 1600], image: [64, 128, 256, 384] } as const;

/** How long a guest's part without an end lasts when the next part is not theirs (its start is not theirs to see). */
export const PART_WITHOUT_END_MINUTES = 120;

/** Unknown guest links: ids remembered as nobody's (and for how long), and how many one client may ask a minute. */
export const UNKNOWN_LINKS = { remembered: 10_000, rememberMs: 60_000, clients: 10_000, perClientPerMinute: 30 } as const;

/** The longest user agent answered (real ones are under 400 bytes); Next's bot pattern is quadratic in it (docs/decisions.md). */
export const MAX_USER_AGENT_BYTES = 1024;

/** Where a guest's own photos are resized, privately (app/guest-photo/route.ts). */
export const GUEST_PHOTO_ROUTE = '/guest-photo';
/**
 * Bounds on that resizing: photos at once and in line, one guest's share of them and own line, the largest photo read,
 * the WebP quality, and the memory that keeps resized photos (privately, for their link's lifetime).
 */
export const GUEST_PHOTOS_RESIZE = { running: 2, waiting: 24, perGuest: 2, perGuestWaiting: 48, maxSourceBytes: 25_000_000, maxInputPixels: 64_000_000, quality: 75, keptBytes: 32_000_000 } as const;

/**
 * The greeting's photo beyond its own link (lib/invitation/hero-renditions.ts): a tiny inline rendering
 * for the first frame, and a portrait cut (9:20, a phone held upright) served under `route`.
 */
export const HERO = { route: '/hero', blurWidth: 24, portrait: { width: 1200, height: 2667 }, maxInputPixels: 64_000_000 } as const;

/** The server's start-up checks and first reading of the content wait for its first answer, or this long without a request (instrumentation.ts). */
export const START_UP_WITHIN_MS = 3000;

export const IMAGES = {
  placeholder: '/images/placeholder.svg',
  heroFallback: '/images/hero-fallback.jpg',
  venueFallback: '/images/venue-fallback.jpg',
  /** The default sharing image when no photo's path or name contains 'hero-couple'. */
  defaultHero: '/images/hero-fallback.jpg',
} as const;

export const SHARE_IMAGE_MARKER = 'hero-couple';

/** Every backend call gives up after this long; the spec's fallbacks then apply. */
export const BACKEND_TIMEOUT_MS = 3000;
/** No page ever carries a signed URL with less than this long left to live. */
export const SIGNED_URL_REUSE_MARGIN_SECONDS = 600;
/** Signed URLs are renewed this long before they reach the margin above, so no guest waits for it. */
export const SIGNED_URL_RENEW_AHEAD_SECONDS = 300;
/** The header that carries the guest id the server was asked for (checked by the row-level-security policies). */
export const GUEST_ID_HEADER = 'x-guest-id';
/** How long the shared wedding content is served from memory before it is read again (in the background). */
export const CONTENT_REVALIDATE_SECONDS = 120;
/** After a failed read, the next try comes this soon, doubling per failure up to the cap. */
export const CONTENT_RETRY_SECONDS = { first: 5, max: 60 } as const;

/** Compose pages and the embedded map the Preview section links to. */
export const CALENDAR_LINKS = {
  google: 'https://calendar.google.com/calendar/render',
  outlook: 'https://outlook.live.com/calendar/0/action/compose',
} as const;
export const MAP_EMBED_URL = 'https://www.google.com/maps';

/** Map apps' public URL schemes for 'Get directions' (no key needed): Google Maps URLs and Apple Maps links. */
export const DIRECTIONS_LINKS = {
  google: 'https://www.google.com/maps/dir/',
  apple: 'https://maps.apple.com/',
} as const;

/** The page's paper colour: the browser's theme colour and the installed app's splash background. */
export const THEME_COLOR = '#fbf7f1';
/** The installed app's icons (Chromium asks for a 192 and a 512 px icon): the couple's photo, cut square. */
export const APP_ICONS = [
  { path: '/share/icon.png', size: 192 },
  { path: '/share/icon-512.png', size: 512 },
] as const;

/** Recording that a guest opened their invitation (docs/couples-guide.md, "See who has opened it"). */
export const OPENS = {
  /** Where the invitation's beacon reports that it was shown. */
  beaconPath: '/api/opened',
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
