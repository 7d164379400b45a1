import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from '@/lib/data/source';
import { processSingleton } from '@/lib/server/process-singleton';
import { HERO, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { HERO_ROUTE } from '@/lib/site/routes';
import { isDirectLink } from '@/lib/wedding/media';

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

const entries = () => processSingleton('hero-renditions', () => new Map<string, Entry>());

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

export function heroRenditions(source: DataSource, heroPath: string | undefined, later: (task: () => void) => void = (task) => task()): HeroRenditions | null {
  if (!heroPath || isDirectLink(heroPath)) return null;
  const all = entries();
  let entry = all.get(heroPath);
  if (!entry) {
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

export const forgetHeroRenditions = () => entries().clear();
