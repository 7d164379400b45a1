/**
 * The build as a serverless host packages it (`output: 'standalone'`), built with canary
 * Supabase values: no shipped file or served page carries the key, the traced server serves
 * the demo wedding from another directory, and it writes nothing to disk while it runs.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releasePort, reservePort } from '../support/ports';
import { waitFor } from '../support/stack';
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

/** The traced server from `dir`, on a port of its own (tests/support/ports.ts), once it answers. */
async function serve(dir: string, env: Record<string, string>): Promise<{ base: string; output: () => string; stop: () => void }> {
  const port = reservePort();
  let printed = '';
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (printed += c.toString()));
  const stop = () => {
    child.kill('SIGTERM');
    releasePort(port);
  };
  const base = `http://127.0.0.1:${port}`;
  const exited = () => (child.exitCode !== null ? `the standalone server exited (${child.exitCode}):\n${printed}` : null);
  await waitFor(`${base}/robots.txt`, 20_000, exited).catch((e: unknown) => {
    stop();
    throw e;
  });
  return { base, output: () => printed, stop };
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
  const { base, stop } = await serve(app, {});
  try {
    const page = await fetch(`${base}/invite/${GUEST.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(new RegExp(`Dear\\s*(<!-- -->)?\\s*<span[^>]*>${GUEST.name}<`));
    const photo = await fetch(`${base}/media/gallery/hero-couple.jpg`);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const resized = await fetch(`${base}/_next/image?url=%2Fmedia%2Fgallery%2Fvenue.jpg&w=640&q=75`);
    expect(resized.status).toBe(200);
    // The same resize again comes from the image cache, which lives in memory only.
    const again = await fetch(`${base}/_next/image?url=%2Fmedia%2Fgallery%2Fvenue.jpg&w=640&q=75`);
    expect([again.status, again.headers.get('x-nextjs-cache')]).toEqual([200, 'HIT']);
    const share = await fetch(`${base}/share/image.jpg`);
    expect(share.status).toBe(200);
  } finally {
    stop();
  }
  const after = snapshot(app);
  const changed = [...after].filter(([f, mtime]) => before.get(f) !== mtime).map(([f]) => path.relative(app, f));
  expect(changed).toEqual([]);
});

it('never shows the key in a page, a script or its own logs when running with it', async () => {
  const { base, output, stop } = await serve(app, { SUPABASE_URL: CANARY_URL, SUPABASE_ANON_KEY: CANARY_KEY });
  try {
    const html = await (await fetch(`${base}/invite/${GUEST.id}`)).text();
    const home = await (await fetch(`${base}/`)).text();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(`${base}${s}`)).text()));
    for (const text of [html, home, ...bodies]) expect(text.includes(CANARY_KEY)).toBe(false);
  } finally {
    stop();
  }
  expect(output().includes(CANARY_KEY)).toBe(false);
});
