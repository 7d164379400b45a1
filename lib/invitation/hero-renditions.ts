import 'server-only';
import { createHash } from 'node:crypto';
import type { DataSource } from '@/lib/data/source';
import { processSingleton } from '@/lib/server/process-singleton';
import { HERO } from '@/lib/wedding/constants';
import type { HeroRenditions } from '@/lib/wedding/types';
import { isDirectLink } from '@/lib/wedding/media';

/*
 * What the greeting shows before and beside the couple's photo, made once per photo and kept in
 * memory: a tiny rendering of it (inline in the first frame, so the guest sees the photo's colours
 * at once, not a flat shade) and a portrait cut around its focal point, so a phone held upright
 * downloads only what it shows (app/hero/[file]/route.ts hands it to the optimiser). The portrait's
 * path is versioned by its bytes: the optimiser takes no query string.
 */

interface Entry {
  result: { renditions: HeroRenditions; portraitBytes: Buffer } | null;
}

// Shared by the page's and the route's bundles.
const entries = () => processSingleton('hero-renditions', () => new Map<string, Entry>());

async function make(source: DataSource, heroPath: string): Promise<Entry['result']> {
  // Imported here, not with the module: a cold start's first page never waits for sharp to load.
  const { default: sharp } = await import('sharp');
  const tiny = async (image: Buffer) =>
    `data:image/webp;base64,${(await sharp(image).resize(HERO.blurWidth).webp({ quality: 40 }).toBuffer()).toString('base64')}`;
  // Turned upright as its camera meant (EXIF); only a landscape photo needs a portrait cut.
  const { data: upright, info } = await sharp(await source.readPhoto(heroPath), { limitInputPixels: HERO.maxInputPixels })
    .rotate()
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  if (info.width <= info.height) return null;
  const portraitBytes = await sharp(upright)
    .resize({ width: HERO.portrait.width, height: HERO.portrait.height, fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const version = createHash('sha256').update(portraitBytes).digest('hex').slice(0, 12);
  return {
    portraitBytes,
    renditions: { blur: { landscape: await tiny(upright), portrait: await tiny(portraitBytes) }, portrait: `${HERO.route}/portrait-${version}.jpg` },
  };
}

/**
 * The renditions of the hero photo at `heroPath` once they are made; null until then (made in the
 * background: no guest waits for them), for a stock image, and for a photo that cannot be read.
 * `later` says when the making starts: a page passes Next's `after`, so it never slows the answer it is part of.
 */
export function heroRenditions(source: DataSource, heroPath: string | undefined, later: (work: () => void) => void = (work) => work()): HeroRenditions | null {
  if (!heroPath || isDirectLink(heroPath)) return null;
  const all = entries();
  const entry = all.get(heroPath);
  if (entry) return entry.result?.renditions ?? null;
  const fresh: Entry = { result: null };
  all.set(heroPath, fresh);
  later(() => {
    void make(source, heroPath)
      .catch(() => null)
      .then((result) => (fresh.result = result));
  });
  return null;
}

/** The portrait cut's bytes for its versioned file name, or null (another version, or none made). */
export function heroPortraitBytes(file: string): Buffer | null {
  for (const { result } of entries().values()) if (result?.renditions.portrait.endsWith(`/${file}`)) return result.portraitBytes;
  return null;
}

/** Forgets every rendition (after an edit: the photo may have been replaced under the same name). */
export const forgetHeroRenditions = () => entries().clear();
