export const INVITE_ROUTE = '/invite';
export const MEDIA_ROUTE = '/media';
export const GUEST_PHOTO_ROUTE = '/guest-photo';
export const HERO_ROUTE = '/hero';
export const FONT_ROUTE = '/fonts';
export const OPENED_ROUTE = '/api/opened';
export const SHARE_ROUTE = '/share';
export const DESK_ROUTE = '/desk';
export const isDeskPath = (pathname: string) => pathname === DESK_ROUTE || pathname.startsWith(`${DESK_ROUTE}/`);
export const deskInvitePath = (token: string) => `${DESK_ROUTE}/invite/${token}`;
export const SHARE_IMAGE_PATH = `${SHARE_ROUTE}/image.jpg`;
export const ICON_PATH = `${SHARE_ROUTE}/icon.png`;
export const APP_ICONS = [
  { path: ICON_PATH, size: 192 },
  { path: `${SHARE_ROUTE}/icon-512.png`, size: 512 },
] as const;

export const IMAGES = {
  placeholder: '/images/placeholder.svg',
  heroFallback: '/images/hero-fallback.jpg',
  venueFallback: '/images/venue-fallback.jpg',
  defaultHero: '/images/hero-fallback.jpg',
} as const;

export const FOLDERS = { guestPhotos: 'guest-photos', gallery: 'gallery', story: 'story' } as const;
export const PUBLIC_FOLDERS: readonly string[] = [FOLDERS.gallery, FOLDERS.story];
export const VENUE_PHOTO = { name: 'venue.jpg', path: `${FOLDERS.gallery}/venue.jpg` } as const;

// Checked by the row-level-security policies.
export const GUEST_ID_HEADER = 'x-guest-id';

export const CALENDAR_LINKS = {
  google: 'https://calendar.google.com/calendar/render',
  outlook: 'https://outlook.live.com/calendar/0/action/compose',
} as const;
export const MAP_EMBED_URL = 'https://www.google.com/maps';

export const DIRECTIONS_LINKS = {
  google: 'https://www.google.com/maps/dir/',
  apple: 'https://maps.apple.com/',
} as const;

export const invitePath = (guestId: string) => `${INVITE_ROUTE}/${guestId}`;
// The invitation, and its page for adding photos: both decided by the proxy as the guest's own (a literal: no page carries it).
const INVITE_PATH = /^\/invite\/([^/]+)(?:\/photos)?\/?$/;
export const invitationIdIn = (pathname: string) => INVITE_PATH.exec(pathname)?.[1];
export const webManifestPath = (guestId: string) => `${invitePath(guestId)}/manifest.webmanifest`;
export const noticesPath = (guestId: string) => `${invitePath(guestId)}/notices`;

export const mediaPath = (storagePath: string) => `${MEDIA_ROUTE}/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
export const mediaSegments = (pathname: string) => pathname.slice(MEDIA_ROUTE.length + 1).split('/').map(decodeURIComponent);
export const isPublicMediaPath = (sitePath: string) => PUBLIC_FOLDERS.some((f) => sitePath.startsWith(`${MEDIA_ROUTE}/${f}/`));
export const isPublicPath = (storagePath: string) => PUBLIC_FOLDERS.includes(storagePath.split('/')[0] ?? '');
export const guestPhotoFolder = (dir: string) => `${FOLDERS.guestPhotos}/${dir}`;
export const ownPhotoDir = (guest: { id: string; photo_dir?: string | null }) => guest.photo_dir ?? guest.id;

const SIGNED = 'storage/v1/(object|render/image)/sign/';
const SIGNED_URL = new RegExp(`^https?://[^/]+(/[^?#]*)?/${SIGNED}`, 'i');
const GUEST_PHOTO_LINK = [new RegExp(`^${MEDIA_ROUTE}/${FOLDERS.guestPhotos}/`, 'i'), new RegExp(`^https?://[^/?#]+(/[^?#]*)?/${SIGNED}[^/?#]+/${FOLDERS.guestPhotos}/`, 'i')];
const GUEST_FOLDER = new RegExp(`(^|/)${FOLDERS.guestPhotos}(/|$)`, 'i');
const GUEST_FOLDER_NAME = new RegExp(`${FOLDERS.guestPhotos}/([^/?#]+)`, 'i');

export const isSignedStorageUrl = (url: string) => SIGNED_URL.test(url);
export const isGuestPhotoLink = (url: string) => GUEST_PHOTO_LINK.some((link) => link.test(url));
export const namesGuestPhotoFolder = (decodedPath: string) => GUEST_FOLDER.test(decodedPath);
export const guestFolderIn = (decodedLink: string) => GUEST_FOLDER_NAME.exec(decodedLink)?.[1]?.toLowerCase() ?? '';
export const signedPathPattern = (bucket: string, guestPhoto = false) =>
  new RegExp(`^(object|render/image)/sign/${bucket}/${guestPhoto ? `${FOLDERS.guestPhotos}/[^/]+/[^/]+$` : ''}`);
