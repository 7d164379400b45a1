/**
 * The build as a serverless host packages it (`output: 'standalone'`), built with canary
 * Supabase values: no shipped file or served page carries the key, the traced server serves
 * the demo wedding from another directory, and it writes nothing to disk while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStandalone } from '../support/standalone-build';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../..');
const DIST = '.next-standalone-test';
const CANARY_KEY = `canary-anon-key-${process.pid}-do-not-ship`;
const CANARY_URL = 'https://canary-project-ref.supabase.co';
const GUEST = { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis' };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const snapshot = (dir: string) => new Map(files(dir).map((f) => [f, statSync(f).mtimeMs]));

async function serve(dir: string, port: number, env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  let printed = '';
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (printed += c.toString()));
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`);
      return { child, output: () => printed };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`standalone server did not start:\n${printed}`);
}

let app: string;

beforeAll(() => {
  const standalone = buildStandalone(DIST, { url: CANARY_URL, anonKey: CANARY_KEY });
  // What a host deploys, somewhere else: the traced server, with the static assets and public/ beside it.
  app = mkdtempSync(path.join(tmpdir(), 'wedding-standalone-'));
  cpSync(standalone, app, { recursive: true });
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
});

it('ships no Supabase key in any browser file', () => {
  const leaks = files(path.join(ROOT, DIST, 'static')).filter((f) => readFileSync(f, 'utf8').includes(CANARY_KEY));
  expect(leaks).toEqual([]);
});

it('serves the demo wedding from another directory and writes nothing to disk', async () => {
  const before = snapshot(app);
  const { child } = await serve(app, 3530, {});
  try {
    const page = await fetch(`http://127.0.0.1:3530/invite/${GUEST.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(new RegExp(`Dear\\s*(<!-- -->)?\\s*<span[^>]*>${GUEST.name}<`));
    const photo = await fetch('http://127.0.0.1:3530/media/gallery/hero-couple.jpg');
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const resized = await fetch('http://127.0.0.1:3530/_next/image?url=%2Fmedia%2Fgallery%2Fvenue.jpg&w=640&q=75');
    expect(resized.status).toBe(200);
    // The same resize again comes from the image cache, which lives in memory only.
    const again = await fetch('http://127.0.0.1:3530/_next/image?url=%2Fmedia%2Fgallery%2Fvenue.jpg&w=640&q=75');
    expect([again.status, again.headers.get('x-nextjs-cache')]).toEqual([200, 'HIT']);
    const share = await fetch('http://127.0.0.1:3530/share/image.jpg');
    expect(share.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
  const after = snapshot(app);
  const changed = [...after].filter(([f, mtime]) => before.get(f) !== mtime).map(([f]) => path.relative(app, f));
  expect(changed).toEqual([]);
});

it('never shows the key in a page, a script or its own logs when running with it', async () => {
  const { child, output } = await serve(app, 3531, { SUPABASE_URL: CANARY_URL, SUPABASE_ANON_KEY: CANARY_KEY });
  try {
    const html = await (await fetch(`http://127.0.0.1:3531/invite/${GUEST.id}`)).text();
    const home = await (await fetch('http://127.0.0.1:3531/')).text();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(`http://127.0.0.1:3531${s}`)).text()));
    for (const text of [html, home, ...bodies]) expect(text.includes(CANARY_KEY)).toBe(false);
  } finally {
    child.kill('SIGTERM');
  }
  expect(output().includes(CANARY_KEY)).toBe(false);
});
