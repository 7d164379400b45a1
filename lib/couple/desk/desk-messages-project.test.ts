import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { deskRoutes } from './routes';
import { startDesk, type Desk } from './server';

/** npm run desk on a Supabase project keeps the couple's texts in the project, and copies the folder's older ones once, when asked. */
jest.setTimeout(60_000);

let dir: string;
let standIn: StandIn;
let desk: Desk;
let cookie: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-messages-'));
  standIn = await startStandIn({ rls: true, contentDir: await copyPortoWedding(path.join(dir, 'porto')) });
  const env = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, SITE_URL: 'https://ines-kenji.example' };
  desk = await startDesk({ port: 0, env, home: dir, routes: deskRoutes });
  cookie = (await fetch(desk.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
});
afterEach(async () => {
  await desk?.close();
  await standIn?.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (p: string) => `http://127.0.0.1:${desk.port}${p}`;
const screen = async (p: string) => new JSDOM(await (await fetch(at(p), { headers: { cookie } })).text()).window.document.querySelector('main')!;
const post = (p: string, form: Record<string, string>) =>
  fetch(at(p), { method: 'POST', headers: { cookie, origin: at(''), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form), redirect: 'follow' });

it('saves a changed text into the project, where the site desk reads it, and writes no file', async () => {
  const body = 'Querida {name}, casamo-nos! {link}';
  const page = new JSDOM(await (await post('/messages', { 'pt:invite.body': body })).text()).window.document.querySelector('main')!;
  expect(page.textContent).toContain('Saved the messages to your Supabase project.');
  expect(await standIn.table('desk_messages')).toEqual([expect.objectContaining({ language: 'pt', invite_body: body })]);
  await expect(readFile(path.join(dir, 'desk-messages.json'), 'utf8')).rejects.toThrow();
});

it('offers the texts an older desk kept in the folder, and copies them into the project only when asked', async () => {
  const older = { de: { invite: { subject: 'Einladung', body: 'Liebe {name}, kommt zu unserer Hochzeit: {link}' } } };
  await writeFile(path.join(dir, 'desk-messages.json'), JSON.stringify(older));

  const before = await screen('/messages');
  expect(before.textContent).toContain('desk-messages.json in this folder holds your texts in German (Deutsch)');
  expect(await standIn.table('desk_messages')).toEqual([]);

  const after = new JSDOM(await (await post('/messages/from-file', {})).text()).window.document.querySelector('main')!;
  expect(after.textContent).toContain('Copied your texts in German (Deutsch) into the project');
  expect(await standIn.table('desk_messages')).toEqual([expect.objectContaining({ language: 'de', invite_subject: 'Einladung', invite_body: older.de.invite.body })]);
  expect(after.querySelector('button')?.textContent).not.toBe('Copy them into the project');
  expect(JSON.parse(await readFile(path.join(dir, 'desk-messages.json'), 'utf8'))).toEqual(older);
});
