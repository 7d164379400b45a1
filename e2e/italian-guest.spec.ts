import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import italian from '../messages/it.json';
import type { Stack } from '../tests/support/stack';
import { expect, test } from './support/fixtures';
import { englishFragments, everythingSaid, OUR_FACES, readToTheEnd } from './support/language-checks';
import { pageFaces } from './support/platform-fonts';
import { startSecondServer } from './support/second-server';
import { shoot } from './support/shots';

// Inês & Kenji's Porto wedding (not the demo's) with an Italian guest: the couple named their parts of the day in
// Italian, as the desk's form lets them; everything else on her page is the site's own Italian.

const FRANCESCA = { id: '7c1e5a20-3b4d-4f6e-9a8b-2d0c1e4f5a61', name: 'Francesca Rossi' };
const PART_NAMES = { ceremony: 'Cerimonia', dinner: 'Cena', party: 'Festa' } as const;

let stack: Stack;
let content: string;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  content = await mkdtemp(path.join(tmpdir(), 'wedding-italian-'));
  await cp('tests/fixtures/porto-wedding', content, { recursive: true });
  const weddingFile = path.join(content, 'wedding.json');
  const wedding = JSON.parse(await readFile(weddingFile, 'utf8')) as { wedding: { parts: { id: keyof typeof PART_NAMES; translations?: Record<string, { name: string }> }[] } };
  for (const part of wedding.wedding.parts) part.translations = { ...part.translations, it: { name: PART_NAMES[part.id] } };
  await writeFile(weddingFile, JSON.stringify(wedding, null, 2));
  const guestsFile = path.join(content, 'guests.json');
  const guests = JSON.parse(await readFile(guestsFile, 'utf8')) as object[];
  await writeFile(guestsFile, JSON.stringify([...guests, { ...FRANCESCA, personal_message: null, photo_dir: null, language: 'it', invited_to: [] }], null, 2));
  stack = await startSecondServer({ CONTENT_DIR: content });
});
test.afterAll(async () => {
  await stack?.stop();
  if (content) await rm(content, { recursive: true, force: true });
});

test('an Italian guest reads her whole invitation in Italian, in the page’s own faces, with nothing sideways', async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(/google\.com/);
  // Their folder has no venue photo: the card shows its placeholder after the site's image route answers 404.
  consoleGuard.allowFailedLoad(/venue\.jpg/);
  await page.route('https://www.google.com/**', (route) => route.abort());
  await page.goto(`${stack.baseUrl}/invite/${FRANCESCA.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('header')).toContainText(`Gentile ${FRANCESCA.name}`);
  await readToTheEnd(page);

  await expect(page.locator('#preview')).toContainText('18 settembre 2027');
  for (const name of Object.values(PART_NAMES)) await expect(page.locator('#preview')).toContainText(name);
  await expect(page.locator('#rsvp')).toContainText('sabato 31 luglio 2027');
  await expect(page.locator('#preview h2')).toHaveText(italian.preview.title);
  await expect(page.locator('#memories h2')).toHaveText(italian.memories.title);
  await expect(page.locator('#rsvp h2')).toHaveText(italian.rsvp.title);

  const said = await everythingSaid(page);
  expect(englishFragments().filter((fragment) => said.includes(fragment))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect((await pageFaces(page, OUR_FACES)).foreign).toEqual([]);
  await shoot(page, 'italian-guest');
});

test('her link’s preview card is Italian, and never names her', { tag: '@desktop' }, async ({ request }) => {
  const html = await (await request.get(`${stack.baseUrl}/invite/${FRANCESCA.id}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } })).text();
  const tags = [...html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]+" content="([^"]*)"/g)].map((m) => m[1]);
  expect(tags).toEqual(expect.arrayContaining(['Invito di nozze - Inês &amp; Kenji', 'Siete invitati a festeggiare il matrimonio di Inês e Kenji. Vi aspettiamo nel nostro giorno speciale!', 'it_IT']));
  expect(tags.join('\n')).not.toContain('Francesca');
});
