import { withDemoDatabase } from './support/demo-rows';
import { memberAndStranger } from './support/members';
import { asAnon, refusal, type Database } from './support/postgres';

// The couple's own message texts: members read and write them; no guest and no one outside the wedding does.

let db: Database;
withDemoDatabase((opened) => (db = opened));

const { member, stranger, as, add } = memberAndStranger(() => db, 'owner');
const insert = (language: string, body = 'Ciao {name}: {link}') => (tx: Database) =>
  tx.query(
    `insert into public.desk_messages (language, invite_subject, invite_body, remind_subject, remind_body, card) values ($1, 'Invito', $2, 'Promemoria', $2, 'Inquadra il codice')`,
    [language, body],
  );

beforeAll(async () => {
  await add();
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
