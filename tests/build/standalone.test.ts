/**
 * The build as a serverless host packages it (`output: 'standalone'`), made by the steps of
 * docs/couples-guide.md ("Deploying") with canary Supabase values: started by the guide's own line
 * it serves the offline worker, robots.txt and the scripts; no shipped file or served page carries the key,
 * nor a guest's photo or a couple's content folder; the traced server serves a content folder from
 * another directory and nothing of the demo with Supabase; it reads the snapshot `npm run snapshot`
 * writes; it writes nothing to disk.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ANON_KEY, startStandIn } from '../stand-in/server';
import { LISBON, LISBON_TABLES, LISBON_WEDDING_INFO } from '../support/other-couple';
import { releasePort, reservePort } from '../support/ports';
import { waitFor } from '../support/stack';
import { buildStandalone, runCopyLines, startStandalone } from '../support/standalone-build';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../..');
const DIST = '.next-standalone-test';
const CANARY_KEY = `canary-anon-key-${process.pid}-do-not-ship`;
const CANARY_URL = 'https://canary-project-ref.supabase.co';
const PORTO = path.join(ROOT, 'tests/fixtures/porto-wedding');
// A couple's own folder inside content/ while the build runs: it must not be shipped.
const COUPLE_FOLDER = path.join(ROOT, 'content', `porto-standalone-test-${process.pid}`);

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
let work: string;
let projectSnapshot: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wedding-standalone-work-'));
  // Where this build's project keeps the snapshot `npm run snapshot` writes (content/snapshot.json by default).
  projectSnapshot = path.join(work, 'project-snapshot.json');
  cpSync(PORTO, COUPLE_FOLDER, { recursive: true });
  try {
    const standalone = buildStandalone(DIST, { url: CANARY_URL, anonKey: CANARY_KEY }, { CONTENT_SNAPSHOT: projectSnapshot });
    // What a host deploys, somewhere else: the traced server, with the static assets and public/ beside it.
    app = mkdtempSync(path.join(tmpdir(), 'wedding-standalone-'));
    cpSync(standalone, app, { recursive: true });
  } finally {
    rmSync(COUPLE_FOLDER, { recursive: true, force: true });
  }
});

afterAll(() => {
  for (const dir of [app, work]) if (dir) rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
});

it("started by the guide's start line: the offline worker, robots.txt and the page's scripts answer", async () => {
  const { baseUrl, stop } = await startStandalone(DIST);
  try {
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect([worker.status, worker.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^application\/javascript\b/)]);
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect([robots.status, robots.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/plain\b/)]);
    const scripts = [...(await (await fetch(`${baseUrl}/`)).text()).matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await Promise.all(scripts.map(async (s) => (await fetch(`${baseUrl}${s}`)).status))).toEqual(scripts.map(() => 200));
  } finally {
    await stop();
  }
});

it("the guide's copy lines, run again, leave exactly public/ and the static files beside the server, nothing nested", () => {
  runCopyLines(DIST);
  const tree = (dir: string) => files(dir).map((f) => path.relative(dir, f)).sort();
  const standalone = path.join(ROOT, DIST, 'standalone');
  expect(tree(path.join(standalone, 'public'))).toEqual(tree(path.join(ROOT, 'public')));
  expect(tree(path.join(standalone, DIST, 'static'))).toEqual(tree(path.join(ROOT, DIST, 'static')));
});

it("ships no guest's photo and no couple's content folder: of content/, the snapshot at most", () => {
  const shipped = files(path.join(ROOT, DIST, 'standalone')).map((f) => path.relative(path.join(ROOT, DIST, 'standalone'), f));
  expect(shipped.length).toBeGreaterThan(0);
  expect(shipped.filter((f) => /media[\\/]guest-photos[\\/]|porto-standalone-test/i.test(f))).toEqual([]);
  expect(shipped.filter((f) => f.startsWith(`content${path.sep}`) && f !== path.join('content', 'snapshot.json'))).toEqual([]);
});

it('ships no Supabase key in any browser file', () => {
  const leaks = files(path.join(ROOT, DIST, 'static')).filter((f) => readFileSync(f, 'utf8').includes(CANARY_KEY));
  expect(leaks).toEqual([]);
});

it("serves a couple's content folder (CONTENT_DIR) from another directory, that folder only, and writes nothing to disk", async () => {
  const content = path.join(work, 'porto-wedding');
  cpSync(PORTO, content, { recursive: true });
  const before = snapshot(app);
  const { base, stop } = await serve(app, { CONTENT_DIR: content });
  try {
    const photo = await fetch(`${base}/media/gallery/vinhas.jpg`);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // The demo couple's hero is not in their folder.
    expect((await fetch(`${base}/media/gallery/hero-couple.jpg`)).status).toBe(404);
    const resized = await fetch(`${base}/_next/image?url=%2Fmedia%2Fgallery%2Fvinhas.jpg&w=640&q=75`);
    expect(resized.status).toBe(200);
    // The same resize again comes from the image cache, which lives in memory only.
    const again = await fetch(`${base}/_next/image?url=%2Fmedia%2Fgallery%2Fvinhas.jpg&w=640&q=75`);
    expect([again.status, again.headers.get('x-nextjs-cache')]).toEqual([200, 'HIT']);
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
    const html = await (await fetch(`${base}/invite/${LISBON.guest.id}`)).text();
    const home = await (await fetch(`${base}/`)).text();
    expect((await fetch(`${base}/media/gallery/hero-couple.jpg`)).status).toBe(404);
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(`${base}${s}`)).text()));
    for (const text of [html, home, ...bodies]) expect(text.includes(CANARY_KEY)).toBe(false);
  } finally {
    stop();
  }
  expect(output().includes(CANARY_KEY)).toBe(false);
});

/** The snapshot `npm run snapshot` writes, with the Lisbon couple's lunch at `lunch`. */
function writeProjectSnapshot(lunch: string): void {
  const info = LISBON_WEDDING_INFO as { wedding: Record<string, unknown> };
  const weddingInfo = { ...info, wedding: { ...info.wedding, schedule: { ceremony: '4:00 PM', speeches: '6:00 PM', lunch } } };
  const body = { format: 'wedding-snapshot/1', madeAt: new Date().toISOString(), weddingInfo, loveStory: LISBON_TABLES.love_story, gallery: LISBON_TABLES.photo_gallery };
  writeFileSync(projectSnapshot, JSON.stringify(body));
}

it("on a cold start while Supabase's content fails: the snapshot `npm run snapshot` last wrote, and no demo photo", async () => {
  const standIn = await startStandIn({
    demo: false,
    tables: LISBON_TABLES,
    failures: ['wedding_info', 'love_story', 'photo_gallery'].map((table) => ({ route: 'rest' as const, mode: '500' as const, table })),
  });
  const env = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: DEFAULT_ANON_KEY, SUPABASE_IMAGE_TRANSFORMS: 'off' };
  const lunchOn = async (base: string) => {
    const html = await (await fetch(`${base}/invite/${LISBON.guest.id}`)).text();
    expect(html).toContain(LISBON.venue);
    return ['7:30', '8:15'].filter((t) => html.includes(t));
  };
  try {
    writeProjectSnapshot('7:30 PM');
    const first = await serve(app, env);
    try {
      expect(await lunchOn(first.base)).toEqual(['7:30']);
      for (const demo of ['gallery/hero-couple.jpg', 'story/2019-tram.jpg', 'gallery/venue.jpg']) {
        expect((await fetch(`${first.base}/media/${demo}`)).status).toBe(404);
      }
    } finally {
      first.stop();
    }
    // The couple moves lunch and runs `npm run snapshot`; the next cold start shows it.
    writeProjectSnapshot('8:15 PM');
    const second = await serve(app, env);
    try {
      expect(await lunchOn(second.base)).toEqual(['8:15']);
    } finally {
      second.stop();
    }
  } finally {
    await standIn.close();
  }
});
