import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from '../tests/support/stack';
import { expect, test } from './support/fixtures';
import { englishFragments, everythingSaid, OUR_FACES, readToTheEnd } from './support/language-checks';
import { pageFaces } from './support/platform-fonts';
import { startSecondServer } from './support/second-server';
import { shoot } from './support/shots';

// Inês & Kenji's Porto wedding (not the demo's), its language Portuguese, with a guest in each of the thirty
// languages at 390 px: each reads their page in their own, in the page's own faces, nothing sideways. The couple
// wrote their parts' names in English, Portuguese and Japanese only: those English names are theirs, not ours.

const COUPLES_ENGLISH = ['Ceremony', 'Dinner', 'Party'];

/** A guest per language: their tag, the page's `lang`, and words a language shares with English ('RSVP'). */
const READERS: { tag: string; lang?: string; name: string; shared?: string[] }[] = [
  { tag: 'en', name: 'Emily Clarke' },
  { tag: 'es', name: 'Lucía Fernández' },
  { tag: 'fr', name: 'Élodie Martin', shared: ['Invitation', 'RSVP', 'RSVP —'] },
  { tag: 'de', name: 'Jürgen Weiß' },
  { tag: 'pl', name: 'Zofia Wójcik' },
  { tag: 'pt-BR', name: 'João Silva' },
  { tag: 'vi', name: 'Nguyễn Thị Lan', shared: ['Email'] },
  { tag: 'ar', name: 'ليلى حداد' },
  { tag: 'it', name: 'Francesca Rossi' },
  { tag: 'nl', name: 'Sanne de Vries', shared: ['RSVP', 'Speeches', 'Lunch'] },
  { tag: 'sv', name: 'Astrid Lindqvist', shared: ['Lunch'] },
  { tag: 'da', name: 'Freja Jørgensen', shared: ['Invitation'] },
  { tag: 'nb', name: 'Ingrid Hålandsen' },
  { tag: 'fi', name: 'Aino Määttä' },
  { tag: 'cs', name: 'Jiří Dvořák', shared: ['UV index'] },
  { tag: 'ro', name: 'Ioana Țăranu' },
  { tag: 'hu', name: 'Szabó Zsófia' },
  { tag: 'el', name: 'Ελένη Παπαδοπούλου', shared: ['Email'] },
  { tag: 'tr', name: 'Çağla Öztürk' },
  { tag: 'ru', name: 'Анастасия Иванова' },
  { tag: 'uk', name: 'Оксана Шевченко' },
  { tag: 'he', name: 'נועה כהן' },
  { tag: 'hi', name: 'प्रिया शर्मा' },
  { tag: 'ja', name: '佐藤 花子' },
  { tag: 'ko', name: '김민지' },
  { tag: 'zh-CN', lang: 'zh-CN', name: '王芳' },
  { tag: 'zh-TW', lang: 'zh-TW', name: '林怡君' },
  { tag: 'id', name: 'Siti Rahayu', shared: ['RSVP', 'Email'] },
  { tag: 'th', name: 'สมศรี ใจดี' },
  { tag: 'fil', name: 'Maria Santos', shared: ['RSVP', 'RSVP —', 'Email'] },
];
const RIGHT_TO_LEFT = new Set(['ar', 'he']);
const idOf = (i: number) => `8d2f6b30-4c5e-4a7f-9b1c-${String(i).padStart(12, '0')}`;
const catalogueOf = async (language: string) => JSON.parse(await readFile(`messages/${language}.json`, 'utf8')) as { story: { title: string } };

let stack: Stack;
let content: string;

// Not serial: one language's failure does not hide the others'.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  content = await mkdtemp(path.join(tmpdir(), 'wedding-thirty-'));
  await cp('tests/fixtures/porto-wedding', content, { recursive: true });
  const guestsFile = path.join(content, 'guests.json');
  const guests = JSON.parse(await readFile(guestsFile, 'utf8')) as object[];
  const readers = READERS.map((r, i) => ({ id: idOf(i), name: r.name, personal_message: null, photo_dir: null, language: r.tag, invited_to: [] }));
  await writeFile(guestsFile, JSON.stringify([...guests, ...readers], null, 2));
  stack = await startSecondServer({ CONTENT_DIR: content });
});
test.afterAll(async () => {
  await stack?.stop();
  if (content) await rm(content, { recursive: true, force: true });
});

// Phone only: at 390 px, the width the guests read on.
READERS.forEach((reader, i) => {
  test(`a guest reading ${reader.tag} gets the whole page in it, in the page's faces`, { tag: '@phone' }, async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedLoad(/google\.com/);
    consoleGuard.allowFailedLoad(/venue\.jpg/);
    await page.route('https://www.google.com/**', (route) => route.abort());
    await page.goto(`${stack.baseUrl}/invite/${idOf(i)}`);
    const language = await page.evaluate(() => document.documentElement.lang);
    expect(language).toBe(reader.lang ?? reader.tag);
    await expect(page.locator('html')).toHaveAttribute('dir', RIGHT_TO_LEFT.has(reader.tag) ? 'rtl' : 'ltr');
    await expect(page.locator('header')).toContainText(reader.name);
    await readToTheEnd(page);

    const catalogue = reader.tag.startsWith('zh') ? (reader.tag === 'zh-TW' ? 'zh-Hant' : 'zh-Hans') : reader.tag === 'pt-BR' ? 'pt-BR' : reader.tag.split('-')[0]!;
    await expect(page.locator('#story h2')).toHaveText((await catalogueOf(catalogue)).story.title);
    if (catalogue !== 'en') {
      const day = new Intl.DateTimeFormat(catalogue, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, 8, 18, 12));
      await expect(page.locator('#preview')).toContainText(day);
      const said = await everythingSaid(page);
      expect(englishFragments([...COUPLES_ENGLISH, ...(reader.shared ?? [])]).filter((fragment) => said.includes(fragment))).toEqual([]);
    }

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const drawn = await pageFaces(page, OUR_FACES);
    expect(drawn.glyphs).toBeGreaterThan(400);
    expect(drawn.foreign).toEqual([]);
    await shoot(page, `thirty-languages-${reader.tag}`);
  });
});
