import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startStandIn, type FileInput, type StandIn, type StandInOptions } from '@/tests/stand-in/server';
import type { AppConfig } from '@/lib/server/config';
import type { SupabaseSettings } from '@/lib/data/supabase';

/** Test helpers around the Supabase stand-in (tests/stand-in). */

export const DEMO_DIR = path.resolve(__dirname, '../../content/demo');
export const readDemo = <T = unknown>(name: string): T => JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8')) as T;

export const MAGGIE = 'aa65baed-fb2b-4053-ba70-853b127d1f88'; // photo_dir null: her folder is her id
export const TOM = 'ad99d399-e031-4bd5-871a-9c5c00fce4a8'; // photo_dir tom-nguyen-7f3k
export const ROSA = '5acd1f64-15f2-4583-aeaa-3a4041cf10d2'; // no photo folder at all
export const UNKNOWN_GUEST = '00000000-0000-4000-8000-000000000000';

const fake = (p: string) => `bytes of ${p}`;

/**
 * A bucket laid out like the demo's media/: every path the demo JSON names, the venue's
 * photo, a text file beside the images, and two guests' folders. The bytes are stand-ins
 * too: nothing here decodes images.
 */
export function demoBucket(): Record<string, FileInput> {
  const gallery = readDemo<{ storage_path: string }[]>('gallery.json').map((r) => r.storage_path);
  const story = readDemo<{ photo_path: string | null }[]>('love-story.json').flatMap((r) => (r.photo_path ? [r.photo_path] : []));
  const paths = [
    ...gallery,
    ...story,
    'gallery/venue.jpg',
    'gallery/README.txt',
    `guest-photos/${MAGGIE}/dance-1.jpg`,
    `guest-photos/${MAGGIE}/dance-2.JPEG`,
    `guest-photos/${MAGGIE}/dance-3.webp`,
    `guest-photos/${MAGGIE}/dance-4.gif`,
    `guest-photos/${MAGGIE}/notes.txt`,
    'guest-photos/tom-nguyen-7f3k/fishing.png',
  ];
  return Object.fromEntries(paths.map((p) => [p, fake(p)]));
}

/**
 * Waits (up to 2 s) until the stand-in has answered everything and nothing new arrives,
 * so a test's leftover calls finish inside it rather than log into the next test.
 */
export async function settle(standIn: StandIn, quietMs = 30): Promise<void> {
  const until = Date.now() + 2000;
  let seen = -1;
  while (Date.now() < until) {
    const busy = standIn.pending > 0;
    if (!busy && standIn.requests.length === seen) return;
    seen = busy ? -1 : standIn.requests.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** Starts a fresh stand-in (demo tables, demoBucket files unless overridden) before each test. */
export function withStandIn(options: StandInOptions | (() => StandInOptions) = {}) {
  let standIn: StandIn | undefined;
  beforeEach(async () => {
    const o = typeof options === 'function' ? options() : options;
    standIn = await startStandIn({ files: demoBucket(), ...o });
  });
  afterEach(async () => {
    if (standIn) await settle(standIn);
    await standIn?.close();
    standIn = undefined;
  });
  return () => {
    if (!standIn) throw new Error('the stand-in runs only inside a test');
    return standIn;
  };
}

/** Long enough that a busy machine never trips it on a call meant to succeed. */
export const SAFE_TIMEOUT_MS = 5000;
/** For tests of calls made to hang or be refused: short, yet far above a normal answer's time. */
export const FAIL_TIMEOUT_MS = 1000;
/** What a busy machine may add to a timeout before the fallback is in hand. */
export const SLACK_MS = 1500;

export const settingsFor = (standIn: StandIn, extra: Partial<SupabaseSettings> = {}): SupabaseSettings => ({
  url: standIn.url,
  anonKey: standIn.anonKey,
  imageTransforms: true,
  timeoutMs: SAFE_TIMEOUT_MS,
  ...extra,
});

/** The app's configuration with Supabase pointed at the stand-in. */
export const configFor = (standIn: StandIn, extra: Partial<SupabaseSettings> = {}): AppConfig => ({
  supabase: settingsFor(standIn, extra),
  siteUrl: null,
  contentDir: '/nowhere',
  contentProtection: 'auto',
  refreshToken: null, cronSecret: null, behindProxy: false,
  trackOpens: true,
  snapshotFile: NO_SNAPSHOT,
});

/** A snapshot path where there is none: the samples are the built-in content. */
export const NO_SNAPSHOT = '/nowhere/snapshot.json';

export async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await work;
  return { value, ms: Date.now() - start };
}

/** Silences console.error and console.warn for each test, so tests can assert what was logged. */
export function captureConsole() {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    error.mockRestore();
    warn.mockRestore();
  });
  return { error: () => error, warn: () => warn };
}

/** The signed-URL prefix of a stored path: transformed images are served under render/image. */
export const signedPrefix = (standIn: StandIn, storagePath: string, transformed: boolean) =>
  `${standIn.url}/storage/v1/${transformed ? 'render/image' : 'object'}/sign/${standIn.bucket}/${storagePath}?token=`;

export const TRANSFORM = { width: 1200, height: 1200, resize: 'cover', quality: 90 };

/** The couple's content snapshot of what the stand-in serves, written as `npm run snapshot` does, in a temporary file. */
export async function snapshotOf(standIn: StandIn): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { writeSnapshot } = await import('@/lib/data/snapshot');
  const { createSupabaseSource } = await import('@/lib/data/supabase');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'snapshot-')), 'snapshot.json');
  await writeSnapshot(createSupabaseSource(settingsFor(standIn)), file);
  return file;
}

/** The demo's three English-speaking guests invited to the whole day, for tests of the guest tool that read best with a short, plain list. */
export const writeEnglishDemoGuests = async (contentDir: string) => {
  const { writeFile } = await import('node:fs/promises');
  const guests = readDemo<{ language?: string | null; invited_to?: string[] }[]>('guests.json').filter((g) => !g.language && !g.invited_to?.length);
  await writeFile(path.join(contentDir, 'guests.json'), `${JSON.stringify(guests, null, 2)}\n`);
};
