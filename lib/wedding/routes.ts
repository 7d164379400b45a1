/** Where things are: the site's routes and files, the bucket's folders, and the outbound links. */

export const INVITE_ROUTE = '/invite';
/** Where the site serves the local content folder's media (app/media/[...path]/route.ts). */
export const MEDIA_ROUTE = '/media';
/** Where a guest's own photos are resized, privately (app/guest-photo/route.ts). */
export const GUEST_PHOTO_ROUTE = '/guest-photo';
/** The hero's portrait cut (lib/invitation/hero-renditions.ts). */
export const HERO_ROUTE = '/hero';
/** Where the invitation's beacon reports that it was shown. */
export const OPENED_ROUTE = '/api/opened';
/** The sharing image and the installed app's icons, made from the couple's photo (next.config.ts rewrites). */
export const SHARE_ROUTE = '/share';
export const SHARE_IMAGE_PATH = `${SHARE_ROUTE}/image.jpg`;
export const ICON_PATH = `${SHARE_ROUTE}/icon.png`;
/** The installed app's icons (Chromium asks for a 192 and a 512 px icon): the couple's photo, cut square. */
export const APP_ICONS = [
  { path: ICON_PATH, size: 192 },
  { path: `${SHARE_ROUTE}/icon-512.png`, size: 512 },
] as const;

export const IMAGES = {
  placeholder: '/images/placeholder.svg',
  heroFallback: '/images/hero-fallback.jpg',
  venueFallback: '/images/venue-fallback.jpg',
  /** The default sharing image when no photo's path or name contains 'hero-couple'. */
  defaultHero: '/images/hero-fallback.jpg',
} as const;

/** The bucket's folders (and the content folder's media/): guests' own photos, the gallery, the love story's. */
export const FOLDERS = { guestPhotos: 'guest-photos', gallery: 'gallery', story: 'story' } as const;
/** The folders anyone may read (bucket policies, /media); every other one needs a signed link. */
export const PUBLIC_FOLDERS: readonly string[] = [FOLDERS.gallery, FOLDERS.story];
/** The venue's photo lives in the gallery folder and is left out of the gallery fallback. */
export const VENUE_PHOTO = { name: 'venue.jpg', path: `${FOLDERS.gallery}/venue.jpg` } as const;

/** The header that carries the guest id the server was asked for (checked by the row-level-security policies). */
export const GUEST_ID_HEADER = 'x-guest-id';

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
