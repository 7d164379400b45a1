import { randomUUID } from 'node:crypto';
import { withDemoDatabase } from './support/demo-rows';
import { asAnon, asRole, refusal, type Database } from './support/postgres';

// The couple's own message texts: members read and write them; no guest and no one outside the wedding does.

let db: Database;
withDemoDatabase((opened) => (db = opened));

const member = { id: randomUUID(), email: 'ines@example.com' };
const stranger = { id: randomUUID(), email: 'someone@example.com' };
const as = <T>(who: { id: string; email: string }, work: (tx: Database) => Promise<T>) =>
  asRole(db, 'authenticated', {}, work, { sub: who.id, email: who.email, role: 'authenticated' });
const insert = (language: string, body = 'Ciao {name}: {link}') => (tx: Database) =>
  tx.query(
    `insert into public.desk_messages (language, invite_subject, invite_body, remind_subject, remind_body, card) values ($1, 'Invito', $2, 'Promemoria', $2, 'Inquadra il codice')`,
    [language, body],
  );

beforeAll(async () => {
  for (const who of [member, stranger]) await db.query(`insert into auth.users (id, email) values ($1, $2)`, [who.id, who.email]);
  await db.query(`insert into public.members (user_id, role, email) values ($1, 'owner', $2)`, [member.id, member.email]);
});

it('a member writes the texts of a language, any tag, and reads them back', async () => {
  const rows = await as(member, async (tx) => {
    await insert('it')(tx);
    await insert('yo')(tx);
    return (await tx.query<{ language: string }>(`select language from public.desk_messages order by language`)).rows;
  });
  expect(rows).toEqual([{ language: 'it' }, { language: 'yo' }]);
});

it('no guest and no one outside the wedding reads or writes them', async () => {
  expect(await refusal(asAnon(db, {}, (tx) => tx.query('select * from public.desk_messages')))).toMatch(/permission denied/);
  expect(await as(stranger, async (tx) => (await tx.query('select * from public.desk_messages')).rows)).toEqual([]);
  expect(await refusal(as(stranger, insert('de')))).toMatch(/row-level security/);
});

it('keeps every message with the guest\'s link, and the tag a language tag', async () => {
  expect(await refusal(as(member, insert('fr', 'Bonjour {name}')))).toMatch(/desk_messages_invite_body/);
  expect(await refusal(as(member, insert('not a tag')))).toMatch(/desk_messages_language/);
});
