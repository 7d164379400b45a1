import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from '@/lib/data/source';
import { processSingleton } from '@/lib/server/process-singleton';
import { HERO, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { HERO_ROUTE } from '@/lib/wedding/routes';
import type { HeroRenditions } from '@/lib/wedding/types';
import { isDirectLink } from '@/lib/wedding/media';

/*
 * What the greeting shows before and beside the couple's photo, made once per photo and kept in
 * memory: a tiny rendering of it (inline in the first frame, so the guest sees the photo's colours
 * at once, not a flat shade) and a portrait cut around its focal point, so a phone held upright
 * downloads only what it shows (app/hero/[file]/route.ts hands it to the optimiser). The portrait's
 * path is versioned by its bytes: the optimiser takes no query string.
 */

interface Made {
  renditions: HeroRenditions;
  portraitBytes: Buffer;
}

interface Entry {
  start: () => void;
  /** The cut's name until it is made: this process's own, so no cache holds another photo under it. */
  pendingPortrait: string;
  making: Promise<Made | null>;
  /** Undefined while it is made; null when the photo cannot be read (or is above the pixel limit). */
  result?: Made | null;
}

// Shared by the page's and the route's bundles.
const entries = () => processSingleton('hero-renditions', () => new Map<string, Entry>());

async function make(source: DataSource, heroPath: string): Promise<Made> {
  // Imported here, not with the module: a cold start's first page never waits for sharp to load.
  const { default: sharp } = await import('sharp');
  const tiny = async (image: Buffer) =>
    `data:image/webp;base64,${(await sharp(image).resize(HERO.blurWidth).webp({ quality: 40 }).toBuffer()).toString('base64')}`;
  // Turned upright as its camera meant (EXIF).
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

/**
 * The renditions of the hero photo at `heroPath`: until they are made (in the background: no guest
 * waits for them) the portrait cut alone, under its pending name. Null for a stock image or a link,
 * and for a photo that cannot be read.
 */
export function heroRenditions(source: DataSource, heroPath: string | undefined, later: (task: () => void) => void = (task) => task()): HeroRenditions | null {
  if (!heroPath || isDirectLink(heroPath)) return null;
  const all = entries();
  let entry = all.get(heroPath);
  if (!entry) {
    // Started by `later` (a page passes Next's `after`: never during its own answer) or by the first ask for the cut.
    let start!: () => void;
    const making = new Promise<void>((resolve) => (start = resolve)).then(() => make(source, heroPath)).catch(() => null);
    const fresh: Entry = { start, pendingPortrait: `${HERO_ROUTE}/portrait-${randomBytes(6).toString('hex')}.jpg`, making };
    void making.then((made) => (fresh.result = made));
    all.set(heroPath, fresh);
    entry = fresh;
    later(start);
  }
  if (entry.result === undefined) return { blur: null, portrait: entry.pendingPortrait };
  return entry.result?.renditions ?? null;
}

/** The portrait cut's bytes for its file name, waiting for it under its pending name; null for any other name, or a photo that cannot be read. */
export async function heroPortraitBytes(file: string): Promise<Buffer | null> {
  for (const entry of entries().values()) {
    if (entry.result?.renditions.portrait.endsWith(`/${file}`)) return entry.result.portraitBytes;
    if (entry.pendingPortrait.endsWith(`/${file}`)) {
      entry.start();
      return (await entry.making)?.portraitBytes ?? null;
    }
  }
  return null;
}

/** Forgets every rendition (after an edit: the photo may have been replaced under the same name). */
export const forgetHeroRenditions = () => entries().clear();
