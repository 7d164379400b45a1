import 'server-only';
import type { BuiltInContent } from '@/lib/data/built-in';
import { contentLinksExpireAt, signedUrlExpiry } from '@/lib/data/signed-url';
import type { DataSource, PhotoFit } from '@/lib/data/source';
import { SIGNED_URL_REUSE_MARGIN_SECONDS } from '@/lib/wedding/limits';
import { IMAGES, VENUE_PHOTO } from '@/lib/site/routes';
import { isOwnSitePath, sharedPathProblem } from '@/lib/wedding/media';
import type { GalleryPhoto, GalleryRow, TimelineEntry, TimelineRow, WeddingInfo } from '@/lib/wedding/types';

export interface WeddingContent {
  info: WeddingInfo | null;
  timeline: TimelineEntry[];
  gallery: GalleryPhoto[];
  /** The day's photos the couple chose (photos.day), shown once a guest's day has ended. */
  dayPhotos: string[];
  venuePhoto: string;
  hero: string;
  linksExpireAt: number | null;
  unavailable: boolean;
}

export type Part = 'wedding info' | 'love story' | 'photo gallery';

export interface ContentState {
  content: WeddingContent;
  fromBackend: Record<Part, boolean>;
}

export interface Failure {
  what: Part | 'photo links';
  using: string;
  error: unknown;
}

const MARGIN_MS = SIGNED_URL_REUSE_MARGIN_SECONDS * 1000;
const shareable = (path: string) => sharedPathProblem(path) === null;

// A path shared content may not name (a guest's photo, another site) reaches no page, not even as text (decisions.md).
const ownPhotos = (info: WeddingInfo | null, refused: string[]): WeddingInfo | null => {
  if (!info) return info;
  const { hero, gallery, day, ...photos } = info.photos;
  if (hero && !shareable(hero)) refused.push('photos.hero');
  if (day?.some((p) => !shareable(p))) refused.push('photos.day');
  return {
    ...info,
    photos: { ...photos, ...(hero && shareable(hero) && { hero }), ...(gallery && { gallery: gallery.filter(shareable) }), ...(day && { day: day.filter(shareable) }) },
  };
};
const ownTimelineRow = <T extends TimelineRow>(r: T, refused: string[]): T => {
  if (!r.photo_path || shareable(r.photo_path)) return r;
  refused.push(`the love story's ${r.year} photo`);
  return { ...r, photo_path: IMAGES.placeholder };
};
const ownGalleryRow = <T extends GalleryRow>(r: T, refused: string[]): T => {
  if (shareable(r.storage_path)) return r;
  refused.push(`gallery row ${r.id}`);
  return { ...r, storage_path: IMAGES.placeholder };
};

// Fresh link, else the last good one while it has the margin left; known by cut and path (the hero may be a gallery photo).
function linker(source: DataSource, previous: WeddingContent | null, clock: () => number) {
  const known = new Map<string, string>();
  const key = (fit: PhotoFit, path: string) => `${fit}:${path}`;
  if (previous) {
    if (previous.info?.photos.hero) known.set(key('whole', previous.info.photos.hero), previous.hero);
    known.set(key('whole', VENUE_PHOTO.path), previous.venuePhoto);
    for (const e of previous.timeline) if (e.photo_path && e.photo) known.set(key('tile', e.photo_path), e.photo);
    for (const g of previous.gallery) known.set(key('tile', g.storage_path), g.url);
    (previous.info?.photos.day ?? []).forEach((path, i) => previous.dayPhotos[i] && known.set(key('whole', path), previous.dayPhotos[i]));
  }
  const usable = (url: string | null | undefined): url is string => {
    if (!url || url === IMAGES.placeholder || url === IMAGES.heroFallback || url === IMAGES.venueFallback) return false;
    const at = signedUrlExpiry(url);
    return at === null || at - clock() >= MARGIN_MS;
  };
  const unsigned: string[] = [];
  const settle = (fit: PhotoFit, path: string, fresh: string | null | undefined): string | null => {
    if (!shareable(path)) return null;
    if (usable(fresh)) return fresh;
    if (isOwnSitePath(path)) return null;
    unsigned.push(path);
    const old = known.get(key(fit, path));
    return usable(old) ? old : null;
  };
  const resolve = async (fit: PhotoFit, path: string) => (shareable(path) ? settle(fit, path, await source.resolvePhoto(path, fit).catch(() => null)) : null);
  return { settle, resolve, unsigned };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settled = <T>(r: PromiseSettledResult<T>): Settled<T> => (r.status === 'fulfilled' ? { ok: true, value: r.value } : { ok: false, error: r.reason });

// Never throws: a failed part keeps its last good copy, else the built-in content.
export async function loadContent(
  source: DataSource,
  previous: ContentState | null,
  builtIn: BuiltInContent,
  clock: () => number,
): Promise<{ state: ContentState; failures: Failure[] }> {
  const links = linker(source, previous?.content ?? null, clock);
  const [infoR, timelineR, galleryR, venueR] = await Promise.allSettled([
    source.getWeddingInfo(),
    source.getLoveStory(),
    source.getGallery(),
    source.resolvePhoto(VENUE_PHOTO.path),
  ]);
  const [info, timeline, gallery, venue] = [settled(infoR), settled(timelineR), settled(galleryR), settled(venueR)];
  const failures: Failure[] = [];
  const keepsLast = (part: Part) => previous?.fromBackend[part] === true;
  const builtInName = { snapshot: "the couple's snapshot", samples: 'sample data', none: 'nothing (no snapshot: the invitation waits for the backend)' }[builtIn.origin];
  const using = (part: Part) =>
    keepsLast(part) ? 'the last good copy' : part === 'photo gallery' ? `the gallery folder, else ${builtInName}` : builtInName;
  for (const [part, result] of [['wedding info', info], ['love story', timeline], ['photo gallery', gallery]] as const) {
    if (!result.ok) failures.push({ what: part, using: using(part), error: result.error });
  }

  const refused: string[] = [];
  const timelineRows = (rows: TimelineRow[]) =>
    Promise.all(rows.map(async (r) => ({ ...ownTimelineRow(r, refused), photo: r.photo_path ? ((await links.resolve('tile', r.photo_path)) ?? IMAGES.placeholder) : null })));
  const galleryRows = (rows: GalleryRow[]) =>
    Promise.all(rows.map(async (r) => ({ ...ownGalleryRow(r, refused), ...both((await links.resolve('tile', r.storage_path)) ?? IMAGES.placeholder) })));

  const infoValue = ownPhotos(info.ok ? info.value : keepsLast('wedding info') ? (previous?.content.info ?? null) : builtIn.info, refused);
  const heroPath = infoValue?.photos.hero;
  const [timelineValue, galleryValue, hero, dayPhotos] = await Promise.all([
    timeline.ok
      ? timeline.value.map((e) => ({ ...ownTimelineRow(e, refused), photo: e.photo_path ? (links.settle('tile', e.photo_path, e.photo) ?? IMAGES.placeholder) : null }))
      : timelineRows(keepsLast('love story') ? (previous?.content.timeline ?? []) : builtIn.loveStory),
    gallery.ok
      ? gallery.value.map((g) => ({ ...ownGalleryRow(g, refused), ...both(links.settle('tile', g.storage_path, g.url) ?? IMAGES.placeholder) }))
      : keepsLast('photo gallery')
        ? galleryRows(previous?.content.gallery ?? [])
        : galleryFallback(source, builtIn, galleryRows),
    heroPath ? links.resolve('whole', heroPath) : null,
    Promise.all((infoValue?.photos.day ?? []).map((path) => links.resolve('whole', path))),
  ]);
  const venuePhoto = links.settle('whole', VENUE_PHOTO.path, venue.ok ? venue.value : null) ?? IMAGES.venueFallback;
  if (links.unsigned.length > 0 || refused.length > 0) {
    const could = links.unsigned.length > 0 ? [`could not sign ${links.unsigned.join(', ')}`] : [];
    const not = refused.length > 0 ? [`refused ${refused.join(', ')}: outside gallery/ and story/, or another site's address (npm run doctor names them)`] : [];
    failures.push({ what: 'photo links', using: 'their last good links, the placeholder or the stock photo', error: [...could, ...not].join('; ') });
  }
  const shown = { info: infoValue, timeline: timelineValue, gallery: galleryValue, dayPhotos: dayPhotos.filter((url) => url !== null), venuePhoto, hero: hero ?? IMAGES.heroFallback };
  const content: WeddingContent = { ...shown, linksExpireAt: contentLinksExpireAt(shown), unavailable: !info.ok && infoValue === null };
  return {
    state: {
      content,
      fromBackend: {
        'wedding info': info.ok || keepsLast('wedding info'),
        'love story': timeline.ok || keepsLast('love story'),
        'photo gallery': gallery.ok || keepsLast('photo gallery'),
      },
    },
    failures,
  };
}

const both = (url: string) => ({ url, photo_url: url });

async function galleryFallback(source: DataSource, builtIn: BuiltInContent, rows: (r: GalleryRow[]) => Promise<GalleryPhoto[]>) {
  try {
    return await source.getGalleryFolder();
  } catch {
    return rows(builtIn.gallery);
  }
}
