import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseGallery, parseTimeline, parseWeddingInfo } from '@/lib/data/schemas';
import { guestShape } from '@/lib/wedding/shapes';
import { isRandomGuestId } from '@/lib/wedding/guest-id';
import { guestFieldProblems } from '../guests/guest-checks';
import { terminalValue } from '../safe-text';
import { mediaContentType } from '@/lib/wedding/media';

export interface WeddingInfoRow {
  id: 1;
  couple: object;
  photos: object;
  love_story: object | null;
  wedding: object;
  rsvp: object;
  weather: object | null;
  language: string | null;
}

export interface GuestRow {
  id: string;
  name: string;
  personal_message: string | null;
  photo_dir: string | null;
  language: string | null;
  invited_to: string[];
}

export interface LoveStoryRow {
  year: number;
  title: string;
  description: string;
  details: string | null;
  photo_path: string | null;
  translations: object | null;
}

export interface GalleryRow {
  storage_path: string;
  alt_text: string;
  order_index: number;
  name: string | null;
  translations: object | null;
}

export interface MediaFile {
  path: string;
  file: string;
}

export interface SeedContent {
  weddingInfo: WeddingInfoRow | null;
  guests: GuestRow[];
  loveStory: LoveStoryRow[];
  gallery: GalleryRow[];
  media: MediaFile[];
}

export const CONFLICT_KEYS = {
  wedding_info: 'id',
  guests: 'id',
  love_story: 'year,title',
  photo_gallery: 'storage_path',
} as const;

export function rowAsJson(row: Record<string, unknown>): Record<string, unknown> {
  const { love_story: loveStory, ...rest } = row;
  const dropped = new Set(['id', 'updated_at', 'created_at']);
  return Object.fromEntries(Object.entries({ ...rest, loveStory }).filter(([k, v]) => !dropped.has(k) && v !== null && v !== undefined));
}

export function weddingInfoRow(json: unknown): WeddingInfoRow {
  const info = parseWeddingInfo(json);
  return {
    id: 1,
    couple: info.couple,
    photos: info.photos,
    love_story: info.loveStory ?? null,
    wedding: info.wedding,
    rsvp: info.rsvp,
    weather: info.weather ?? null,
    language: info.language ?? null,
  };
}

export function guestRow(raw: unknown): { row?: GuestRow; problems: string[] } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problems: ['it is not a guest'] };
  const r = raw as Record<string, unknown>;
  const problems = guestFieldProblems({ name: String(r.name ?? ''), personal_message: text(r.personal_message), photo_dir: text(r.photo_dir), language: text(r.language) });
  const parsed = guestShape.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join(/*turbopackIgnore: true*/ '.') || 'the row'}: ${i.message}`));
  else if (!isRandomGuestId(parsed.data.id)) problems.push('the id must be a random (version 4) UUID, as the database makes them');
  if (problems.length || !parsed.success) return { problems: [...new Set(problems)] };
  const g = parsed.data;
  return { row: { id: g.id.toLowerCase(), name: g.name, personal_message: g.personal_message, photo_dir: g.photo_dir, language: g.language ?? null, invited_to: g.invited_to ?? [] }, problems };
}

export function guestRows(json: unknown): GuestRow[] {
  if (!Array.isArray(json)) throw new Error('guests.json must hold a list of guests');
  const problems: string[] = [];
  const rows = json.flatMap((raw: unknown, i) => {
    const { row, problems: found } = guestRow(raw);
    const name = (raw as { name?: unknown } | null)?.name;
    if (!row) problems.push(`entry ${i + 1}${name ? ` (${terminalValue(String(name))})` : ''}: ${found.join('; ')}`);
    return row ? [row] : [];
  });
  if (problems.length) throw new Error(problems.join('; '));
  return rows;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));

export function loveStoryRows(json: unknown): LoveStoryRow[] {
  return parseTimeline(json).map((r) => ({
    year: r.year,
    title: r.title,
    description: r.description,
    details: r.details,
    photo_path: r.photo_path,
    translations: r.translations ?? null,
  }));
}

export function galleryRows(json: unknown): GalleryRow[] {
  return parseGallery(json).map((r) => ({
    storage_path: r.storage_path,
    alt_text: r.alt_text,
    order_index: r.order_index,
    name: r.name,
    translations: r.translations ?? null,
  }));
}

export const contentTypeFor = (name: string) => mediaContentType(name) ?? 'application/octet-stream';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

async function readJson(dir: string, name: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ dir, name), 'utf8'));
  } catch (e) {
    if (isMissing(e)) return undefined;
    throw new Error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export async function mediaFiles(contentDir: string): Promise<MediaFile[]> {
  const root = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  const out: MediaFile[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) return;
      throw e;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push({ path: path.relative(root, full).split(path.sep).join('/'), file: full });
    }
  }
  await walk(root);
  return out;
}

export async function readSeedContent(contentDir: string): Promise<SeedContent> {
  const named = <T>(file: string, build: () => T): T => {
    try {
      return build();
    } catch (e) {
      throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const [wedding, guests, story, gallery, media] = await Promise.all([
    readJson(contentDir, 'wedding.json'),
    readJson(contentDir, 'guests.json'),
    readJson(contentDir, 'love-story.json'),
    readJson(contentDir, 'gallery.json'),
    mediaFiles(contentDir),
  ]);
  return {
    weddingInfo: wedding === undefined ? null : named('wedding.json', () => weddingInfoRow(wedding)),
    guests: guests === undefined ? [] : named('guests.json', () => guestRows(guests)),
    loveStory: story === undefined ? [] : named('love-story.json', () => loveStoryRows(story)),
    gallery: gallery === undefined ? [] : named('gallery.json', () => galleryRows(gallery)),
    media,
  };
}
