/**
 * npm run bench:desk — the desk's guest screen with 300 guests, signed in as an owner, beside one of those guests'
 * invitations and a reference page of a few hundred bytes (the floor the throttling puts under any page): Lighthouse
 * mobile, observed (DevTools throttling), interleaved rounds, and each page's HTML as the server compresses it. The
 * stand-in answers with 50 ms a call.
 * Options: --port N (the site; the stand-in uses N+2; default 3450), --rounds N (default 3; 0: server times only), --no-build.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { SCRIPT_MARK_COOKIE } from '../../components/desk/script-mark-cookie';
import { inviteMember } from '../../lib/tools/members/member-invite';
import { spokenLanguages } from '../../lib/i18n/catalogues';
import { copyPortoWedding } from '../../tests/support/porto-wedding';
import { startStack } from '../../tests/support/stack';
import { lighthouseInterleaved } from './lighthouse';
import { startReferencePage } from './reference-page';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';
import { median } from './timing';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const port = Number(option('port', '3450'));
const rounds = Math.max(0, Number(option('rounds', '3')));
const GUESTS = 300;
const DOCS = 'docs/performance.md';

const FIRST = ['Rosa', 'Jonas', 'Lucía', 'Kenji', 'Ana', 'Marta', 'Pedro', 'Zofia', 'Khoa', 'Layla', 'Francesca', 'Amélie'];
const LAST = ['Martins', 'Becker', 'Fernández', 'Watanabe', 'Silva', 'Nowak', 'Nguyen', 'Haddad', 'Rossi', 'Dubois', 'Costa', 'Müller', 'Ferreira', 'Lopes', 'Santos', 'Kowalski', 'Pereira', 'Sousa', 'Moreau', 'Weber', 'Tran', 'Ribeiro', 'Almeida', 'Carvalho', 'Gomes'];
const PARTS = [[], ['ceremony'], ['party'], ['ceremony', 'dinner'], ['dinner', 'party']];

/** Three hundred guests with names, languages and parts of the day as a real list has them. */
function manyGuests() {
  const languages = spokenLanguages();
  return Array.from({ length: GUESTS }, (_, i) => ({
    id: `7a1e0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${i}` : ''}`,
    personal_message: i % 4 === 0 ? 'Can’t wait to see you in Porto!' : null,
    photo_dir: null,
    language: languages[i % languages.length],
    invited_to: PARTS[i % PARTS.length],
  }));
}

/** The bytes a phone receives for a page's HTML (compressed as the server sends it), their kind, and how long the server took to the first and last byte. */
interface WireAnswer {
  bytes: number;
  encoding: string;
  status: number;
  firstMs: number;
  ms: number;
}

function htmlOnTheWire(url: string, cookie: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'gzip, br', cookie } }, (res) => {
      let bytes = 0;
      let firstMs = 0;
      res.on('data', (c: Buffer) => {
        if (!bytes) firstMs = performance.now() - start;
        bytes += c.byteLength;
      });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none'), status: res.statusCode ?? 0, firstMs, ms: performance.now() - start }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function ownerCookie(link: string, site: string): Promise<string> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch().catch(() => chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }));
  try {
    const page = await browser.newPage();
    await page.goto(link);
    await page.getByLabel('Password').fill('a long password for the bench');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(`${site}/desk`);
    await page.getByRole('list', { name: 'Guests' }).waitFor();
    // A phone that signed in has run the desk's script, so its guest list streams (app/desk/page.tsx).
    await page.waitForFunction((name) => document.cookie.includes(`${name}=`), SCRIPT_MARK_COOKIE);
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/** Seeds the bench's fresh stand-in (asynchronously: it answers from this process's event loop). */
async function seedFresh(content: string, env: NodeJS.ProcessEnv) {
  await promisify(execFile)('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env });
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wedding-desk-bench-'));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  await writeFile(path.join(content, 'guests.json'), `${JSON.stringify(manyGuests(), null, 1)}\n`);
  const stack = await startStack({ port, latencyMs: 50, distDir: '.next-bench-desk', build: !args.includes('--no-build'), standIn: { port: port + 2, demo: false, imageTransforms: false } });
  try {
    const standIn = stack.standIn!;
    const env = { ...process.env, SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, SITE_URL: stack.baseUrl };
    await seedFresh(content, { ...env, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json') });
    await fetch(`${stack.baseUrl}/api/refresh`, { method: 'POST' }).catch(() => undefined);
    const { link } = await inviteMember(env, 'owner@example.com');
    const cookie = await ownerCookie(link, stack.baseUrl);
    const desk = `${stack.baseUrl}/desk`;
    const invitation = `${stack.baseUrl}/invite/${manyGuests()[0]!.id}`;
    const [deskHtml, invitationHtml] = [await htmlOnTheWire(desk, cookie), await htmlOnTheWire(invitation, '')];
    if (deskHtml.status !== 200) throw new Error(`The desk answered ${deskHtml.status}`);
    const answers: Record<'desk' | 'invitation', WireAnswer[]> = { desk: [], invitation: [] };
    for (let i = 0; i < 9; i++) {
      answers.desk.push(await htmlOnTheWire(desk, cookie));
      answers.invitation.push(await htmlOnTheWire(invitation, ''));
    }
    const times = (page: keyof typeof answers) => `${Math.round(median(answers[page].map((a) => a.firstMs)))} / ${Math.round(median(answers[page].map((a) => a.ms)))} ms`;
    console.log(`Server, request to first / last byte (medians of 9 interleaved): desk ${times('desk')}, invitation ${times('invitation')}`);
    if (rounds === 0) return;

    // Lighthouse sends the session with every request of both pages; the invitation never reads it.
    process.env.LH_HEADERS = JSON.stringify({ Cookie: cookie });
    console.log(`Lighthouse mobile, ${rounds} interleaved rounds, observed (DevTools throttling) …`);
    const reference = await startReferencePage();
    const observed = await lighthouseInterleaved({ desk, invitation, reference: reference.url }, rounds, 'devtools').finally(() => reference.close());
    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const ms = (v: number) => `${Math.round(v)} ms`;
    const rows: Row[] = [
      { figure: `Desk, ${GUESTS} guests: first paint (FCP, observed)`, value: ms(observed.desk.fcpMs), target: '≤ 1000 ms', met: observed.desk.fcpMs <= 1000 },
      { figure: `Desk, ${GUESTS} guests: HTML on the wire (${deskHtml.encoding})`, value: kb(deskHtml.bytes), target: '≤ 40 KB', met: deskHtml.bytes <= 40 * 1024 },
      { figure: `Desk, ${GUESTS} guests: server, request to first / last byte`, value: times('desk'), target: '' },
      { figure: `Desk, ${GUESTS} guests: LCP, all bytes`, value: `${ms(observed.desk.lcpMs)}, ${kb(observed.desk.bytes)}`, target: '' },
      { figure: 'Invitation beside it: first paint (FCP, observed)', value: ms(observed.invitation.fcpMs), target: '' },
      { figure: `Invitation beside it: HTML on the wire (${invitationHtml.encoding})`, value: kb(invitationHtml.bytes), target: '' },
      { figure: 'Invitation beside it: server, request to first / last byte', value: times('invitation'), target: '' },
      { figure: 'Invitation beside it: LCP, all bytes', value: `${ms(observed.invitation.lcpMs)}, ${kb(observed.invitation.bytes)}`, target: '' },
      { figure: `Reference, a ${reference.bytes}-byte page (node:http): first paint (FCP, observed)`, value: ms(observed.reference.fcpMs), target: '' },
    ];
    const report = `\`npm run bench:desk -- ${args.join(' ')}\` on ${new Date().toISOString().slice(0, 10)} (medians of ${rounds} interleaved rounds, stand-in at 50 ms a call):\n\n${rowsTable(rows)}`;
    console.log(`\n${report}`);
    writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report, 'desk'));
    console.log(`\nFigures written to ${DOCS}`);
  } finally {
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
