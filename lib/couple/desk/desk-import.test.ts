import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { importRoutes } from './import-routes';
import { startDesk, type Desk } from './server';

/** The desk's Import on Inês & Kenji's local content: each change old → new on the check screen, a backup before the apply; the edit form's own meaning of empty. */

const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
let dir: string;
let content: string;
let desk: Desk;
let cookie: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-import-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  desk = await startDesk({ port: 0, env: { CONTENT_DIR: content }, home: dir, routes: importRoutes });
  cookie = (await fetch(desk.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
});
afterEach(async () => {
  await desk?.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (p: string) => `http://127.0.0.1:${desk.port}${p}`;
const post = (p: string, form: Record<string, string>) =>
  fetch(at(p), { method: 'POST', headers: { cookie, origin: `http://127.0.0.1:${desk.port}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form), redirect: 'manual' });
const page = async (answer: Response) => new JSDOM(await answer.text()).window.document;
const guestsIn = async (folder: string) => JSON.parse(await readFile(path.join(folder, 'guests.json'), 'utf8')) as { id: string; personal_message: string | null; photo_dir: string | null; language: string | null }[];
const rosa = async () => (await guestsIn(content)).find((g) => g.id === ROSA);

const CSV = 'name;personal_message;photo_dir;language;invited_to\nRosa Martins;<b>Até já</b>, tia!;-;;dinner\n';

it('lists each changed field old → new on the check screen, the message whole and as text, and writes nothing yet', async () => {
  const before = await readFile(path.join(content, 'guests.json'), 'utf8');

  const checked = await page(await post('/import', { csv: CSV }));

  const update = checked.querySelector('ul.diff > li')!;
  expect(update.firstChild!.textContent).toBe('line 2: Rosa Martins');
  expect([...update.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'personal message: "Tia Rosa, obrigada por tudo." → "<b>Até já</b>, tia!"',
    'photo folder: tia-rosa → (none)',
    'parts of the day: whole day → dinner',
  ]);
  expect(update.querySelector('b')).toBeNull();
  expect(checked.querySelector('main')!.textContent).toContain('A backup of the whole wedding is made first');
  expect(await readFile(path.join(content, 'guests.json'), 'utf8')).toBe(before);
});

it('backs the wedding up before the import writes, and says where', async () => {
  const applied = await post('/import/apply', { csv: CSV });
  expect(applied.status).toBe(303);

  expect(await rosa()).toMatchObject({ personal_message: '<b>Até já</b>, tia!', photo_dir: null, language: 'pt-PT' });
  const [backup] = await readdir(path.join(dir, 'backups'));
  expect((await guestsIn(path.join(dir, 'backups', backup!, 'content'))).find((g) => g.id === ROSA)).toMatchObject({ personal_message: 'Tia Rosa, obrigada por tudo.', photo_dir: 'tia-rosa' });
  const notice = (await page(await fetch(at(applied.headers.get('location')!), { headers: { cookie } }))).querySelector('[role="status"]')!.textContent;
  expect(notice).toBe(`Imported: 0 added, 1 updated, 0 unchanged. A backup was made first: ${path.relative(process.cwd(), path.join(dir, 'backups', backup!))}.`);
});

it('keeps what an empty cell leaves, on the check screen as in the apply', async () => {
  const csv = 'name;personal_message;photo_dir;language\nRosa Martins;;;\n';
  expect((await page(await post('/import', { csv }))).querySelector('main p')!.textContent).toBe('0 to add, 0 to update, 1 unchanged.');
  expect((await post('/import/apply', { csv })).status).toBe(303);
  expect(await rosa()).toMatchObject({ personal_message: 'Tia Rosa, obrigada por tudo.', photo_dir: 'tia-rosa', language: 'pt-PT' });
  await expect(readdir(path.join(dir, 'backups'))).rejects.toThrow();
});

it("still clears a field emptied in a guest's edit form", async () => {
  const saved = await post(`/guests/${ROSA}`, { name: 'Rosa Martins', personal_message: '', photo_dir: '', language: '' });
  expect(saved.status).toBe(303);
  expect(await rosa()).toMatchObject({ personal_message: null, photo_dir: null, language: null });
});
