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

/** A guest's invitation, '/invite/{id}'. */
export const invitePath = (guestId: string) => `${INVITE_ROUTE}/${guestId}`;
const INVITE_PATH = new RegExp(`^${INVITE_ROUTE}/([^/]+)/?$`);
/** The id in an invitation's path, '/invite/{id}'; undefined for any other path. */
export const invitationIdIn = (pathname: string) => INVITE_PATH.exec(pathname)?.[1];
export const webManifestPath = (guestId: string) => `${invitePath(guestId)}/manifest.webmanifest`;

/** Where this site serves a stored path of the local content folder, each segment encoded. */
export const mediaPath = (storagePath: string) => `${MEDIA_ROUTE}/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
/** The stored path's segments of a media path (throws on a malformed encoding). */
export const mediaSegments = (pathname: string) => pathname.slice(MEDIA_ROUTE.length + 1).split('/').map(decodeURIComponent);
/** A media path in a folder anyone may read. */
export const isPublicMediaPath = (sitePath: string) => PUBLIC_FOLDERS.some((f) => sitePath.startsWith(`${MEDIA_ROUTE}/${f}/`));
/** A stored path in a folder anyone may read. */
export const isPublicPath = (storagePath: string) => PUBLIC_FOLDERS.includes(storagePath.split('/')[0] ?? '');
/** A guest's own photo folder, 'guest-photos/{photo_dir or id}'. */
export const guestPhotoFolder = (dir: string) => `${FOLDERS.guestPhotos}/${dir}`;

const SIGNED = 'storage/v1/(object|render/image)/sign/';
const SIGNED_URL = new RegExp(`^https?://[^/]+(/[^?#]*)?/${SIGNED}`, 'i');
const GUEST_PHOTO_LINK = [new RegExp(`^${MEDIA_ROUTE}/${FOLDERS.guestPhotos}/`, 'i'), new RegExp(`^https?://[^/?#]+(/[^?#]*)?/${SIGNED}[^/?#]+/${FOLDERS.guestPhotos}/`, 'i')];
const GUEST_FOLDER = new RegExp(`(^|/)${FOLDERS.guestPhotos}(/|$)`, 'i');
const GUEST_FOLDER_NAME = new RegExp(`${FOLDERS.guestPhotos}/([^/?#]+)`, 'i');

/** A signed URL of Supabase Storage (an object or a rendered image): the site's optimiser may resize it. */
export const isSignedStorageUrl = (url: string) => SIGNED_URL.test(url);
/** A link to a guest's own photo as the server made it (a signed storage URL or a signed media link): resized privately. */
export const isGuestPhotoLink = (url: string) => GUEST_PHOTO_LINK.some((link) => link.test(url));
/** Whether a decoded path names the guest-photo folder anywhere. */
export const namesGuestPhotoFolder = (decodedPath: string) => GUEST_FOLDER.test(decodedPath);
/** Whose photo folder a decoded link reads, lowercased; '' for none. */
export const guestFolderIn = (decodedLink: string) => GUEST_FOLDER_NAME.exec(decodedLink)?.[1]?.toLowerCase() ?? '';
/** What follows Storage's /storage/v1/ in a signed link to `bucket`: of any file, or of one guest's photo. */
export const signedPathPattern = (bucket: string, guestPhoto = false) =>
  new RegExp(`^(object|render/image)/sign/${bucket}/${guestPhoto ? `${FOLDERS.guestPhotos}/[^/]+/[^/]+$` : ''}`);
