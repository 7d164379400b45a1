/**
 * npm run bench — how fast a guest's invitation arrives, measured on this machine with no network,
 * beside a bare Next.js page built with the same next and react.
 * Options: --port N (the site; the reference uses N+1, the stand-in N+2; default 3400),
 * --backend stand-in|local (default stand-in), --no-transforms (a free-plan project: no image
 * transformation, and 4000×3000 hero and venue photos), --latency MS (per backend call, default 80),
 * --rounds N (interleaved Lighthouse rounds, default 5), --requests N (default 60),
 * --no-build (reuse the last builds), --no-lighthouse, --no-timing (skip the document and load figures),
 * --guest zofia,khoa,layla (demo guests whose invitations are measured beside Margaret's: other languages).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { GUESTS } from '../../tests/support/demo-guests';
import { pagesTable, targetRows } from './compare';
import { imageBytesOnPhone } from './images';
import { bucketWithLargePhotos } from '../../tests/support/large-photos';
import { lighthouseInterleaved } from './lighthouse';
import { firstLoadJs } from './measures';
import { startReference } from './reference';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';
import { startStack, waitForHeroCut } from '../../tests/support/stack';
import { timingRows } from './timing-rows';
import { imageCacheRows } from './image-cache';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};

const latency = Number(option('latency', '80'));
const requests = Math.max(50, Number(option('requests', '60')));
const rounds = Math.max(1, Number(option('rounds', '5')));
const port = Number(option('port', '3400'));
const backend = option('backend', 'stand-in');
const transforms = !flag('no-transforms');
const build = !flag('no-build');
const IMAGE_LIMIT = 300 * 1024;
const DEMO = GUESTS as Record<string, { id: string; name: string }>;
const otherGuests = option('guest', '')
  .split(',')
  .filter(Boolean)
  .map((key) => {
    if (!DEMO[key]) throw new Error(`--guest: no demo guest "${key}" (one of ${Object.keys(DEMO).join(', ')})`);
    return [key, DEMO[key]] as const;
  });
const DOCS = 'docs/performance.md';

async function main() {
  if (backend !== 'stand-in' && backend !== 'local') throw new Error('--backend is stand-in or local');
  const stack = await startStack({
    port,
    latencyMs: backend === 'local' ? null : latency,
    distDir: '.next-bench',
    build,
    // A free-plan project's photos are camera-sized from the start, so nothing is ever made from smaller ones.
    standIn: { port: port + 2, imageTransforms: transforms, ...(transforms ? {} : { files: await bucketWithLargePhotos() }) },
  });
  const reference = await startReference(port + 1, build).catch(async (e: unknown) => {
    await stack.stop();
    throw e;
  });
  try {
    const guest = GUESTS.margaret;
    const invitation = `${stack.baseUrl}/invite/${guest.id}`;
    await waitForHeroCut(invitation);
    const json: Record<string, unknown> = { date: new Date().toISOString(), backend, transforms, latencyMs: latency };
    const rows: Row[] = [];
    const sections: string[] = [];

    if (!flag('no-timing')) {
      const timing = await timingRows(stack.baseUrl, invitation, guest.name, latency, requests);
      rows.push(...timing.rows);
      json.timing = timing.figures;
    }

    const [bareJs, ourJs] = [await firstLoadJs(reference.url), await firstLoadJs(invitation)];
    const gz = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    rows.push({
      figure: 'First-load JS, module scripts (gzip)',
      value: `${gz(ourJs.gzipBytes)} = bare ${gz(bareJs.gzipBytes)} + ours ${gz(ourJs.gzipBytes - bareJs.gzipBytes)} (${ourJs.files} files)`,
      target: '',
    });
    json.firstLoadJs = { bare: bareJs, invitation: ourJs };
    const invitationOf = (id: string) => `${stack.baseUrl}/invite/${id}`;
    for (const [key, other] of otherGuests) {
      const js = await firstLoadJs(invitationOf(other.id));
      rows.push({ figure: `First-load JS, ${key}'s invitation (gzip)`, value: `${gz(js.gzipBytes)} (${js.gzipBytes >= ourJs.gzipBytes ? '+' : ''}${((js.gzipBytes - ourJs.gzipBytes) / 1024).toFixed(1)} KB on ${guest.name}'s)`, target: '' });
    }

    const images = await imageBytesOnPhone(invitation);
    for (const image of images) {
      rows.push({ figure: `Image at 390 px 2×: ${image.name}`, value: `${(image.bytes / 1024).toFixed(0)} KB`, target: '≤ 300 KB', met: image.bytes <= IMAGE_LIMIT });
    }
    json.images = images;

    if (!flag('no-lighthouse')) {
      const urls = {
        'bare Next page': reference.url,
        invitation,
        ...Object.fromEntries(otherGuests.map(([key, other]) => [`invitation (${key})`, invitationOf(other.id)])),
        'no-access page': `${stack.baseUrl}/`,
      };
      console.log(`Lighthouse mobile, ${rounds} interleaved rounds, observed (DevTools throttling) …`);
      const observed = await lighthouseInterleaved(urls, rounds, 'devtools');
      console.log(`Lighthouse mobile, ${rounds} interleaved rounds, simulated (Lantern) …`);
      const simulated = await lighthouseInterleaved(urls, rounds, 'simulate');
      sections.push(
        `Observed — Lighthouse mobile over DevTools throttling (slow 4G, 4× CPU), medians of ${rounds} interleaved rounds:\n\n${pagesTable(observed)}`,
        `Simulated — Lighthouse's Lantern estimate of the same pages, for reference only (not the targets):\n\n${pagesTable(simulated)}`,
      );
      const { 'bare Next page': bare, ...ours } = observed;
      rows.push(...targetRows(bare, ours));
      json.lighthouse = { observed, simulated };
      rows.push(...(await imageCacheRows(stack.baseUrl)));
    }
    sections.push(rowsTable(rows));
    const report = [`\`npm run bench -- ${args.join(' ')}\` on ${new Date().toISOString().slice(0, 10)}:`, ...sections].join('\n\n');
    console.log(`\n${report}`);
    // The figures in the docs are always this last run's (docs/performance.md), never a history of runs.
    if (!flag('no-lighthouse')) writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report));
    json.targets = rows.filter((r) => r.met !== undefined).map((r) => ({ figure: r.figure, value: r.value, target: r.target, met: r.met }));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.json', `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nFigures written to bench-results/latest.json${flag('no-lighthouse') ? '' : ` and ${DOCS}`}`);
  } finally {
    reference.stop();
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
