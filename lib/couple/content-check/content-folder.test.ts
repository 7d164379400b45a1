import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Finding } from '../doctor/doctor-types';
import { contentFolderFindings } from './content-folder';

/** What the seed's runs and the doctor name in a couple's content folder (Inês & Kenji's, tests/fixtures/porto-wedding). */

const PORTO = path.resolve(__dirname, '../../../tests/fixtures/porto-wedding');
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  await cp(PORTO, dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

type Json = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const edit = async (file: string, change: (json: Json) => void) => {
  const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Json;
  change(json);
  await writeFile(path.join(dir, file), JSON.stringify(json));
};
const failures = (findings: Finding[]) => findings.filter((f) => f.level === 'fail').map((f) => f.title);
const check = () => contentFolderFindings(dir, 'porto');

it("passes the Porto couple's content as it is, the .JPG story photo and Tia Rosa's folder included", async () => {
  const findings = await contentFolderFindings(PORTO, 'porto');
  expect(failures(findings)).toEqual([]);
  expect(findings.map((f) => f.title)).toEqual(
    expect.arrayContaining(['Every photo path names a file in porto/media/ (7 checked, case included)', 'The greeting and link previews both show gallery/hero-couple-ines-kenji.jpg']),
  );
});

it("fails a hero naming the demo's photo, with the couple's own as the one meant, and says the link preview shows another", async () => {
  await edit('wedding.json', (w) => (w.photos.hero = 'gallery/hero-couple.jpg'));
  const findings = await check();

  expect(failures(findings)).toEqual([
    'porto/wedding.json photos.hero: gallery/hero-couple.jpg names no file in porto/media/ (did you mean gallery/hero-couple-ines-kenji.jpg?)',
  ]);
  expect(findings.find((f) => f.level === 'fail')?.detail).toBe('Guests see the stock photo in the greeting instead of yours.');
  expect(findings.find((f) => f.title.startsWith('The greeting and link previews show different photos'))?.level).toBe('warn');
});

it("fails a story path whose case differs from the file's, though this disk may not tell them apart", async () => {
  await edit('love-story.json', (s) => (s[1].photo_path = 'story/2022-kyoto.jpg'));
  expect(failures(await check())).toEqual([
    'porto/love-story.json entry 2 (2022, "Kyoto in autumn") photo_path: story/2022-kyoto.jpg names no file in porto/media/ (did you mean story/2022-kyoto.JPG? The case differs.)',
  ]);
});

it('fails a gallery path naming no file, and a venue photo named Venue.JPG', async () => {
  await edit('gallery.json', (g) => (g[2].storage_path = 'gallery/vineyard.jpg'));
  await writeFile(path.join(dir, 'media/gallery/Venue.JPG'), 'a photo');
  expect(failures(await check())).toEqual([
    'porto/gallery.json entry 3 storage_path: gallery/vineyard.jpg names no file in porto/media/',
    'The venue photo must be named gallery/venue.jpg exactly; porto/media/ has gallery/Venue.JPG',
  ]);
});

it("fails a guest's photo folder that does not exist, naming the guest, never their id", async () => {
  await edit('guests.json', (g) => (g[0].photo_dir = 'Tia-Rosa'));
  const findings = await check();
  expect(failures(findings)).toEqual([
    "porto/guests.json: Rosa Martins's photo_dir guest-photos/Tia-Rosa names no folder in porto/media/ (did you mean guest-photos/tia-rosa?)",
  ]);
  expect(JSON.stringify(findings)).not.toContain('3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01');
});

it('warns about a photo folder with no photos in it', async () => {
  await mkdir(path.join(dir, 'media/guest-photos/jonas'));
  await writeFile(path.join(dir, 'media/guest-photos/jonas/notes.txt'), 'later');
  await edit('guests.json', (g) => (g[2].photo_dir = 'jonas'));
  const findings = await check();
  expect(failures(findings)).toEqual([]);
  expect(findings.find((f) => f.level === 'warn' && f.title.includes('Jonas Becker'))?.title).toBe('A guest’s photo folder holds no photo (jpg, jpeg, png, webp or gif): Jonas Becker');
});

it('fails language tags the couple did not mean, with the nearest one and what the guest reads meanwhile', async () => {
  await edit('guests.json', (g) => {
    g[1].language = 'jp';
    g[2].language = 'deutsch';
  });
  await edit('wedding.json', (w) => (w.language = 'pt_PT'));
  expect(failures(await check())).toEqual([
    'porto/wedding.json language "pt_PT": did you mean pt-PT? (the site speaks pt; until then guests without a language of their own read en)',
    'porto/guests.json: 渡辺 花子: language "jp": did you mean ja? (the site speaks ja; until then the guest reads en)',
    'porto/guests.json: Jonas Becker: language "deutsch": did you mean de? (the site speaks de; until then the guest reads en)',
  ]);
});

it("names the wedding's default as what a mistyped guest reads, and fails translations kept under a tag no page asks for", async () => {
  await edit('guests.json', (g) => (g[1].language = 'jp'));
  await edit('wedding.json', (w) => (w.wedding.parts[2].translations = { jp: { name: 'パーティー' } }));
  await edit('love-story.json', (s) => (s[0].translations = { pt_PT: s[0].translations.pt }));
  expect(failures(await check())).toEqual([
    'porto/guests.json: 渡辺 花子: language "jp": did you mean ja? (the site speaks ja; until then the guest reads pt)',
    'porto/wedding.json wedding.parts[party].translations."jp": did you mean ja?',
    'porto/love-story.json entry 1 (2019, "A tram in the rain") translations."pt_PT": did you mean pt-PT?',
  ]);
});

it('fails a content folder that does not exist, and nothing else', async () => {
  expect(await contentFolderFindings(path.join(dir, 'my-weding'), 'my-weding')).toEqual([
    { level: 'fail', title: 'The content folder my-weding does not exist', fix: 'Check the folder name (--content or CONTENT_DIR).' },
  ]);
});

it('fails a folder without media/ once, not once per photo', async () => {
  await rm(path.join(dir, 'media'), { recursive: true });
  expect(failures(await check())).toEqual([
    'porto/media/ does not exist or is empty: none of the 7 photos your content names can be shown',
    "porto/guests.json: Rosa Martins's photo_dir guest-photos/tia-rosa names no folder in porto/media/",
  ]);
});
