import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { localPlace } from './local-place';

/** npm run desk on a Supabase project keeps the couple's texts in the project, and copies the folder's older ones once, when asked. */
jest.setTimeout(60_000);

let dir: string;
let standIn: StandIn;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-messages-'));
  standIn = await startStandIn({ rls: true, contentDir: await copyPortoWedding(path.join(dir, 'porto')) });
});
afterEach(async () => {
  await standIn?.close();
  await rm(dir, { recursive: true, force: true });
});

const place = () => localPlace({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, DESK_HOME: dir });

it('saves a changed text into the project, where every desk reads it, and writes no file', async () => {
  const body = 'Querida {name}, casamo-nos! {link}';
  const { templates } = await place().readMessages();
  const changed = await place().saveMessages(templates, { ...templates, pt: { ...templates.pt!, invite: { ...templates.pt!.invite, body } } });
  expect(changed).toEqual(['pt']);
  expect(await standIn.table('desk_messages')).toEqual([expect.objectContaining({ language: 'pt', invite_body: body })]);
  await expect(readFile(path.join(dir, 'desk-messages.json'), 'utf8')).rejects.toThrow();
});

it('finds the texts an older desk kept in the folder, and nothing once they are copied in; the file stays', async () => {
  const older = { de: { invite: { subject: 'Einladung', body: 'Liebe {name}, kommt zu unserer Hochzeit: {link}' } } };
  await writeFile(path.join(dir, 'desk-messages.json'), JSON.stringify(older));
  const { templates } = await place().readMessages();
  const left = await place().textsLeftInFolder(templates);
  expect(left?.tags).toEqual(['de']);
  expect(await standIn.table('desk_messages')).toEqual([]);

  await place().saveMessages(templates, left!.merged);
  expect(await standIn.table('desk_messages')).toEqual([expect.objectContaining({ language: 'de', invite_subject: 'Einladung', invite_body: older.de.invite.body })]);
  expect(await place().textsLeftInFolder((await place().readMessages()).templates)).toBeNull();
  expect(JSON.parse(await readFile(path.join(dir, 'desk-messages.json'), 'utf8'))).toEqual(older);
});
