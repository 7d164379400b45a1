/**
 * npm run bench:photos — every photo an invitation loads on a 390 px, 2× phone on Supabase's free plan (no image
 * transformation: the site resizes), with every photo in the bucket camera-sized (4000×3000, a few MB): the page
 * read to the end, then Memories' and the love story's lightboxes stepped through; each photo's bytes on the wire
 * beside the 300 KB budget.
 * Options: --port N (the site; the stand-in uses N+2; default 3620), --dist DIR (default .next-bench-photos),
 * --no-build (reuse that build), --write (put the figures in docs/performance.md), --was FILE (an earlier run's
 * bench-results/photos.json: its bytes beside each photo's). Each run writes bench-results/photos.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { GUESTS } from '../../tests/support/demo-guests';
import { bucketWithLargePhotos } from '../../tests/support/large-photos';
import { startStack } from '../../tests/support/stack';
import { imageBytesOnPhone } from './images';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const port = Number(option('port', '3620'));
const BUDGET = 300 * 1024;
const DOCS = 'docs/performance.md';

async function main() {
  const stack = await startStack({
    port,
    latencyMs: 20,
    distDir: option('dist', '.next-bench-photos'),
    build: !flag('no-build'),
    standIn: { port: port + 2, imageTransforms: false, files: await bucketWithLargePhotos({ every: true }) },
  });
  try {
    const guests = { margaret: GUESTS.margaret, rosa: GUESTS.rosa }; // her own photos in Memories; the couple's gallery
    const invitation = (id: string) => `${stack.baseUrl}/invite/${id}`;
    // The hero's portrait cut is made in the background after the first read: wait until pages name it by its bytes.
    for (let i = 0; i < 120 && !/\/hero\/portrait-[0-9a-f]{12}\.jpg/.test(await (await fetch(invitation(GUESTS.margaret.id))).text()); i++) await new Promise((r) => setTimeout(r, 500));
    const was: Record<string, number> = flag('was') ? JSON.parse(readFileSync(option('was', ''), 'utf8')) : {};
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const figures: Record<string, number> = {};
    const rows: Row[] = [];
    for (const [key, guest] of Object.entries(guests)) {
      const images = (await imageBytesOnPhone(invitation(guest.id), { lightbox: true })).filter((i) => !i.name.endsWith('.svg'));
      const onPage = images.filter((i) => i.where === 'page');
      rows.push(
        ...images.map((i) => {
          const figure = `${key}, ${i.where}: ${i.name.replace(/portrait-[0-9a-f]{12}/, 'portrait-…')}`;
          figures[figure] = i.bytes;
          return { figure, value: `${kb(i.bytes)}${was[figure] ? ` (was ${kb(was[figure])})` : ''}`, target: '≤ 300 KB', met: i.bytes <= BUDGET };
        }),
      );
      const total = `${key}, page: all photos`;
      figures[total] = onPage.reduce((sum, i) => sum + i.bytes, 0);
      rows.push({ figure: total, value: `${kb(figures[total])} (${onPage.length})${was[total] ? ` (was ${kb(was[total])})` : ''}`, target: '' });
    }
    const report = [
      `\`npm run bench:photos -- ${args.join(' ')}\` on ${new Date().toISOString().slice(0, 10)} (Margaret's and Rosa's invitations, 390 × 844 px at 2×, free plan, every stored photo 4000×3000):`,
      rowsTable(rows),
    ].join('\n\n');
    console.log(`\n${report}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/photos.json', `${JSON.stringify(figures, null, 2)}\n`);
    if (flag('write')) writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report, 'photos'));
    if (rows.some((r) => r.met === false)) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
