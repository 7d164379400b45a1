import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { deskRoutes } from './routes';
import { startDesk, type Desk } from './server';

/** The desk on a local content folder (CONTENT_DIR): its door, and a guest added, sent to and removed through plain HTTP. */

const ROSA = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Rosa Martins' };
let dir: string;
let content: string;
let desk: Desk;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-local-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  desk = await startDesk({ port: 0, env: { CONTENT_DIR: content, SITE_URL: 'https://ines-kenji.example' }, home: dir, routes: deskRoutes });
  const exchanged = await fetch(desk.url, { redirect: 'manual' });
  cookie = exchanged.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await desk?.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (p: string) => `http://127.0.0.1:${desk.port}${p}`;
const get = (p: string) => fetch(at(p), { headers: { cookie }, redirect: 'manual' });
const post = (p: string, form: Record<string, string>, origin = `http://127.0.0.1:${desk.port}`) =>
  fetch(at(p), { method: 'POST', headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form), redirect: 'manual' });
const guests = async () => JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { id: string; name: string; language: string | null }[];

it('shows nothing without the session, and lists the guests with it', async () => {
  const without = await fetch(at('/'));
  expect(without.status).toBe(401);
  expect(await without.text()).not.toContain(ROSA.name);
  const list = await get('/');
  expect(list.status).toBe(200);
  expect(await list.text()).toContain(ROSA.name);
});

it("says opens are not recorded on local content, rather than that a guest has not opened", async () => {
  const page = new JSDOM(await (await get(`/guests/${ROSA.id}`)).text()).window.document;
  expect(page.querySelector('main > p')!.textContent).toBe('Not recorded (local content)');
  const remind = page.querySelector('#remind-h')!.parentElement!.textContent!;
  expect(remind).toContain('Opens are not recorded on local content.');
  expect(remind).not.toContain('They have not opened it yet');
});

it('adds a guest through the import checks, refusing what the import refuses beside the field', async () => {
  const refused = await post('/guests', { name: '   ', language: '' });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(/id="name-error">the name is empty/);
  const added = await post('/guests', { name: 'Marta Sousa', language: 'pt-PT', invited_to: 'dinner' });
  expect(added.status).toBe(303);
  const marta = (await guests()).find((g) => g.name === 'Marta Sousa')!;
  expect(marta).toMatchObject({ language: 'pt-PT', invited_to: ['dinner'] });
  const screen = await (await get(added.headers.get('location')!)).text();
  expect(screen).toContain(`https://ines-kenji.example/invite/${marta.id}`);
  expect(screen).toContain(`https://wa.me/?text=${encodeURIComponent('Olá Marta Sousa,')}`);
});

it("takes a photo folder that is not there yet, and says so with the nearest name; refuses a path beside the field in plain words", async () => {
  const notice = async (answer: Response) => new JSDOM(await (await get(answer.headers.get('location')!)).text()).window.document.querySelector('[role="status"]')!.textContent;
  const typo = await post('/guests', { name: 'Ana Costa', photo_dir: 'Tia Rosa' });
  expect(typo.status).toBe(303);
  expect((await guests()).find((g) => g.name === 'Ana Costa')).toMatchObject({ photo_dir: 'Tia Rosa' });
  expect(await notice(typo)).toBe(
    "Added Ana Costa. Their link is below: send it, or print their QR code. There is no folder guest-photos/Tia Rosa yet: did you mean tia-rosa? Until there is, they see the gallery's photos instead of their own.",
  );
  expect(await notice(await post('/guests', { name: 'Rui Costa', photo_dir: 'tia-rosa' }))).toBe('Added Rui Costa. Their link is below: send it, or print their QR code.');
  const path = await post('/guests', { name: 'Eva Costa', photo_dir: 'tia-rosa/' });
  expect(path.status).toBe(400);
  expect(new JSDOM(await path.text()).window.document.getElementById('photo_dir-error')!.textContent).toBe('The folder "tia-rosa/" must be one plain folder name inside guest-photos/ (no / or \\)');
});

it('removes a guest only by a POST from its own pages, after a backup', async () => {
  expect((await post(`/guests/${ROSA.id}/remove`, {}, 'http://evil.example')).status).toBe(403);
  expect((await guests()).some((g) => g.id === ROSA.id)).toBe(true);
  const confirm = await (await get(`/guests/${ROSA.id}/remove`)).text();
  expect(confirm).toContain(`Remove ${ROSA.name}?`);
  expect((await post(`/guests/${ROSA.id}/remove`, {})).status).toBe(303);
  expect((await guests()).some((g) => g.id === ROSA.id)).toBe(false);
  const [backup] = await readdir(path.join(dir, 'backups'));
  const kept = JSON.parse(await readFile(path.join(dir, 'backups', backup!, 'content', 'guests.json'), 'utf8')) as { id: string }[];
  expect(kept.some((g) => g.id === ROSA.id)).toBe(true);
});

it("publishes a changed dinner time into wedding.json, and refuses 25:00 beside the field", async () => {
  const form = { 'parts.count': '4', 'wedding.date': '2027-09-18', 'wedding.timeZone': 'Europe/Lisbon', 'wedding.endTime': '01:00', 'couple.name1': 'Inês', 'couple.name2': 'Kenji', 'couple.fullNames': 'Inês Martins & Kenji Watanabe', language: 'pt-PT' };
  const parts = (start: string) => ({
    'wedding.parts[0].id': 'ceremony', 'wedding.parts[0].name': 'Ceremony', 'wedding.parts[0].start': '15:00', 'wedding.parts[0].end': '16:00',
    'wedding.parts[1].id': 'dinner', 'wedding.parts[1].name': 'Dinner', 'wedding.parts[1].start': start, 'wedding.parts[1].end': '21:00',
    'wedding.parts[1].venue.name': 'Quinta da Aveleda', 'wedding.parts[1].venue.address': 'Rua da Aveleda 2, 4560-570 Penafiel, Portugal',
    'wedding.parts[2].id': 'party', 'wedding.parts[2].name': 'Party', 'wedding.parts[2].start': '21:00', 'wedding.parts[2].end': '01:00',
    'wedding.parts[2].venue.name': 'Quinta da Aveleda', 'wedding.parts[2].venue.address': 'Rua da Aveleda 2, 4560-570 Penafiel, Portugal',
  });
  const refused = await post('/wedding', { ...form, ...parts('25:00') });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(/id="f-wedding-parts-1-start-error">[^<]*25:00/);
  const preview = await post('/wedding', { ...form, ...parts('19:30') });
  const page = await preview.text();
  expect(page).toContain('wedding.parts[1].start');
  const json = /name="json" value="([^"]*)"/.exec(page)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  expect((await post('/wedding/publish', { json })).status).toBe(303);
  const written = JSON.parse(await readFile(path.join(content, 'wedding.json'), 'utf8'));
  expect(written.wedding.parts[1]).toMatchObject({ id: 'dinner', start: '19:30', translations: { pt: { name: 'Jantar' } } });
  expect(written.wedding.venue.coordinates).toEqual({ lat: 41.1408, lng: -8.6158 });
  expect(written.rsvp.email).toBe('ines.kenji@example.com');
});

it("the form as shown changes nothing; a part's translation changed in it is published and the rest of wedding.json kept", async () => {
  const file = path.join(content, 'wedding.json');
  const before = JSON.parse(await readFile(file, 'utf8'));
  const { window } = new JSDOM(await (await get('/wedding')).text());
  const form = new URLSearchParams([...new window.FormData(window.document.querySelector('form[action="/wedding"]') as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
  expect(await (await post('/wedding', Object.fromEntries(form))).text()).toContain('Nothing changed.');
  form.set('wedding.parts[2].translations.de.name', 'Feier');
  const preview = new JSDOM(await (await post('/wedding', Object.fromEntries(form))).text()).window.document;
  expect([...preview.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent))).toEqual([['wedding.parts[2].translations.de.name', 'empty', 'Feier']]);
  const json = (preview.querySelector('input[name="json"]') as HTMLInputElement).value;
  expect((await post('/wedding/publish', { json })).status).toBe(303);
  before.wedding.parts[2].translations.de = { name: 'Feier' };
  expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(before, null, 2)}\n`);
});

it('keeps the couple\'s own message for a language, and refuses one without the link', async () => {
  expect((await post('/messages', { 'pt:invite.body': 'Olá {name}, sem ligação.' })).status).toBe(303);
  await expect(readFile(path.join(dir, 'desk-messages.json'), 'utf8')).rejects.toThrow();
  expect((await post('/messages', { 'pt:invite.body': 'Querida {name}: {link} — beijinhos, {couple}' })).status).toBe(303);
  const screen = await (await get('/guests/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03')).text();
  expect(screen).not.toContain('Querida');
  const marta = (await guests()).find((g) => g.name === 'Marta Sousa')!;
  expect(await (await get(`/guests/${marta.id}`)).text()).toContain(`Querida Marta Sousa: https://ines-kenji.example/invite/${marta.id} — beijinhos, Inês &amp; Kenji`);
});
