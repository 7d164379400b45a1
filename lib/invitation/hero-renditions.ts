import 'server-only';
import { createHash } from 'node:crypto';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { processSingleton } from '@/lib/server/process-singleton';
import { HERO, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { HERO_ROUTE } from '@/lib/site/routes';
import { isSharedStoredPath } from '@/lib/wedding/media';
import { getWeddingContent } from './wedding-content';

// A tiny inline rendering (the photo's colours at once) and a portrait cut; versioned by bytes: the optimiser takes no query string.

export interface HeroRenditions {
  blur: { landscape: string; portrait: string } | null;
  portrait: string;
}

interface Made {
  renditions: HeroRenditions;
  portraitBytes: Buffer;
}

interface Entry {
  start: () => void;
  pendingPortrait: string;
  making: Promise<Made | null>;
  result?: Made | null;
}

// The hero photo as this wedding's content names it; `version` is that content, so an edit gives new names.
export interface HeroPhoto {
  source: DataSource;
  path: string;
  version: unknown;
}

// One content at a time: an older version's cut is never asked for again.
const slot = () => processSingleton('hero-renditions', () => ({ entry: null as Entry | null }));

// Every server process names a content's cut alike, so one that never rendered the page can still answer it.
const pendingName = (hero: HeroPhoto) =>
  `${HERO_ROUTE}/portrait-${createHash('sha256').update(JSON.stringify([hero.path, HERO.portrait, hero.version])).digest('hex').slice(0, 12)}.jpg`;

async function make(source: DataSource, heroPath: string): Promise<Made> {
  // Imported here, not with the module: a cold start's first page never waits for sharp to load.
  const { default: sharp } = await import('sharp');
  const tiny = async (image: Buffer) =>
    `data:image/webp;base64,${(await sharp(image).resize(HERO.blurWidth).webp({ quality: 40 }).toBuffer()).toString('base64')}`;
  const upright = await sharp(await source.readPhoto(heroPath), { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .jpeg({ quality: 90 })
    .toBuffer();
  const portraitBytes = await sharp(upright)
    .resize({ width: HERO.portrait.width, height: HERO.portrait.height, fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const version = createHash('sha256').update(portraitBytes).digest('hex').slice(0, 12);
  return {
    portraitBytes,
    renditions: { blur: { landscape: await tiny(upright), portrait: await tiny(portraitBytes) }, portrait: `${HERO_ROUTE}/portrait-${version}.jpg` },
  };
}

export function heroRenditions(hero: HeroPhoto | null, later: (task: () => void) => void = (task) => task()): HeroRenditions | null {
  if (!hero?.path || !isSharedStoredPath(hero.path)) return null; // the site's own files, and anything refused
  const held = slot();
  const name = pendingName(hero);
  let entry = held.entry;
  if (entry?.pendingPortrait !== name) {
    let start!: () => void;
    const making = new Promise<void>((resolve) => (start = resolve)).then(() => make(hero.source, hero.path)).catch(() => null);
    const fresh: Entry = { start, pendingPortrait: name, making };
    void making.then((made) => (fresh.result = made));
    held.entry = entry = fresh;
    later(start);
  }
  if (entry.result === undefined) return { blur: null, portrait: entry.pendingPortrait };
  return entry.result?.renditions ?? null;
}

// `current`: the hero of the content this process reads now, so a process that never rendered the page answers too.
export async function heroPortraitBytes(file: string, current: HeroPhoto | null = null): Promise<Buffer | null> {
  if (current) heroRenditions(current);
  const { entry } = slot();
  if (!entry) return null;
  if (entry.pendingPortrait.endsWith(`/${file}`)) {
    entry.start();
    return (await entry.making)?.portraitBytes ?? null;
  }
  if (!/^portrait-[0-9a-f]{12}\.jpg$/.test(file)) return null;
  // The name by version: this process's cut of the same content has the same bytes, so it is made to compare.
  entry.start();
  const made = await entry.making;
  return made?.renditions.portrait.endsWith(`/${file}`) ? made.portraitBytes : null;
}

export const forgetHeroRenditions = () => void (slot().entry = null);

// The whole wedding's content, not a guest's cut of it: every guest's page and every process name the cut alike.
export async function currentHero(): Promise<HeroPhoto | null> {
  const source = getDataSource();
  const { info } = await getWeddingContent(source);
  return info?.photos.hero ? { source, path: info.photos.hero, version: info } : null;
}

export const heroPortrait = async (file: string) => heroPortraitBytes(file, await currentHero());
