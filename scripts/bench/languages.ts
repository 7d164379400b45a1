/**
 * npm run bench:languages — what a guest's language costs: on Inês & Kenji's Porto wedding (local content), one
 * guest per script, at 390 px (2× density): the web fonts their whole page downloads once read to the end, its
 * HTML, and Lighthouse mobile's observed LCP beside the English guest's, interleaved rounds.
 * Options: --dist DIR (the build to measure, default .next; with --no-build it is used as it is), --rounds N
 * (default 3; 0: fonts and HTML only), --no-build, --write (put the figures in docs/performance.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { copyPortoWedding } from '../../tests/support/porto-wedding';
import { startStack } from '../../tests/support/stack';
import { lighthouseInterleaved } from './lighthouse';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const rounds = Math.max(0, Number(option('rounds', '3')));
const distDir = option('dist', '.next');
const DOCS = 'docs/performance.md';

const READERS = {
  en: 'Emily Clarke',
  es: 'Lucía Fernández',
  pl: 'Zofia Wójcik',
  el: 'Ελένη Παπαδοπούλου',
  he: 'נועה כהן',
  hi: 'प्रिया शर्मा',
  th: 'สมศรี ใจดี',
  ja: '佐藤 花子',
  ko: '김민지',
  'zh-Hans': '王芳',
  'zh-Hant': '林怡君',
} as const;
type Reader = keyof typeof READERS;
const idOf = (i: number) => `5e8a1c20-7b3d-4e5f-8a9b-${String(i).padStart(12, '0')}`;

/** Every font file the page downloads once a guest has scrolled through it, and the HTML's bytes as sent. */
async function fontsOf(url: string): Promise<{ fonts: number; files: number; cut: number; html: number }> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch().catch(() => chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, serviceWorkers: 'block' });
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (/\.woff2(\?|$)/.test(response.url())) sizes.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    await page.route('https://www.google.com/**', (route) => route.abort());
    const answer = await page.goto(url, { waitUntil: 'load' });
    const html = (await answer?.body())?.length ?? 0;
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((to) => scrollTo(0, to), y);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const sum = (entries: [string, number][]) => entries.reduce((a, [, b]) => a + b, 0);
    if (process.env.BENCH_VERBOSE) for (const [file, size] of sizes) console.log(`  ${(size / 1024).toFixed(1)} KB ${new URL(file).pathname.slice(0, 60)}`);
    return { fonts: sum([...sizes]), files: sizes.size, cut: sum([...sizes].filter(([file]) => new URL(file).pathname.startsWith('/fonts/'))), html };
  } finally {
    await browser.close();
  }
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-languages-'));
  await copyPortoWedding(dir);
  const guestsFile = path.join(dir, 'guests.json');
  const readers = Object.entries(READERS).map(([language, name], i) => ({ id: idOf(i), name, personal_message: null, photo_dir: null, language, invited_to: [] }));
  await writeFile(guestsFile, JSON.stringify([...(JSON.parse(await readFile(guestsFile, 'utf8')) as object[]), ...readers], null, 2));
  const stack = await startStack({ latencyMs: null, distDir, build: !args.includes('--no-build'), env: { CONTENT_DIR: dir } });
  try {
    const url = (reader: Reader) => `${stack.baseUrl}/invite/${idOf(Object.keys(READERS).indexOf(reader))}`;
    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const rows: Row[] = [];
    for (const reader of Object.keys(READERS) as Reader[]) {
      const { fonts, files, cut, html } = await fontsOf(url(reader));
      console.log(`${reader}: fonts ${kb(fonts)} in ${files} files (${kb(cut)} cut to the page), HTML ${kb(html)}`);
      rows.push({ figure: `${reader}: web fonts, whole page read (files)`, value: `${kb(fonts)} (${files})`, target: '' });
      // The rest are the Latin faces the English page loads too: this wedding's names and stories are in Latin letters.
      if (cut) rows.push({ figure: `${reader}: of which its script's faces, cut to its text`, value: kb(cut), target: reader === 'ja' ? '≤ 150 KB' : '', met: reader === 'ja' ? cut <= 150 * 1024 : undefined });
      rows.push({ figure: `${reader}: HTML (uncompressed)`, value: kb(html), target: '' });
    }
    if (rounds) {
      console.log(`Lighthouse mobile, ${rounds} interleaved rounds, observed (DevTools throttling) …`);
      const observed = await lighthouseInterleaved({ en: url('en'), es: url('es'), pl: url('pl'), ja: url('ja') }, rounds, 'devtools');
      for (const reader of ['en', 'es', 'pl', 'ja'] as const) {
        const { lcpMs, bytes } = observed[reader];
        const beside = reader === 'en' ? '' : ` (${lcpMs - observed.en.lcpMs >= 0 ? '+' : ''}${Math.round(lcpMs - observed.en.lcpMs)} ms)`;
        rows.push({ figure: `${reader}: LCP (observed), all bytes`, value: `${Math.round(lcpMs)} ms${beside}, ${kb(bytes)}`, target: reader === 'ja' ? '≤ English + 150 ms' : '', met: reader === 'ja' ? lcpMs - observed.en.lcpMs <= 150 : undefined });
      }
    }
    const report = `\`npm run bench:languages -- ${args.join(' ')}\` on ${new Date().toISOString().slice(0, 10)} (Porto wedding, local content, 390 px at 2×; LCP: medians of ${rounds} interleaved rounds):\n\n${rowsTable(rows)}`;
    console.log(`\n${report}`);
    if (args.includes('--write')) writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report, 'languages'));
  } finally {
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
