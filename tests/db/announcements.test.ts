import { randomUUID } from 'node:crypto';
import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { withDemoDatabase } from './support/demo-rows';
import { memberAndStranger } from './support/members';
import { asAnon, refusal, type Database } from './support/postgres';

// The couple's notices on the day: a guest's page reads only those meant for that guest; only members write them.

let db: Database;
withDemoDatabase((opened) => (db = opened));

const { member, stranger, as, add } = memberAndStranger(() => db, 'helper');
const guestReads = async (guestId: string | null) =>
  (await asAnon(db, guestId ? { 'x-guest-id': guestId } : {}, (tx) => tx.query<{ texts: Record<string, string> }>('select texts from public.announcements order by posted_at'))).rows.map(
    (r) => r.texts.en,
  );

beforeAll(async () => {
  await add();
  // Maggie comes to the ceremony only; Tom to the whole day.
  await db.query(`update public.guests set invited_to = '{ceremony}' where id = $1`, [MAGGIE]);
  await db.query(`update public.guests set invited_to = '{}' where id = $1`, [TOM]);
  await db.query(`insert into public.announcements (part, language, texts, posted_at) values (null, 'en', '{"en": "Welcome!"}', now() - interval '2 minutes')`);
  await db.query(
    `insert into public.announcements (part, language, texts, posted_at) values ('party', 'en', '{"en": "The boat leaves at 19:30", "pt": "O barco sai às 19:30"}', now() - interval '1 minute')`,
  );
  await db.query(`insert into public.announcements (part, language, texts, withdrawn_at) values (null, 'en', '{"en": "Withdrawn"}', now())`);
});

it('a member posts a notice for one part, edits it and withdraws it', async () => {
  const rows = await as(member, async (tx) => {
    await tx.query(`insert into public.announcements (part, language, texts) values ('ceremony', 'en', '{"en": "Seats at 10:45"}')`);
    await tx.query(`update public.announcements set texts = '{"en": "Seats at 10:40"}', edited_at = now(), withdrawn_at = now() where part = 'ceremony'`);
    return (await tx.query<{ part: string; texts: object; edited: boolean }>(`select part, texts, withdrawn_at is not null as edited from public.announcements where part = 'ceremony'`)).rows;
  });
  expect(rows).toEqual([{ part: 'ceremony', texts: { en: 'Seats at 10:40' }, edited: true }]);
});

it("a guest of the whole day reads every notice not withdrawn, oldest first", async () => {
  expect(await guestReads(TOM)).toEqual(['Welcome!', 'The boat leaves at 19:30']);
});

it("a guest reads only the notices for everyone and for their own parts, never another's", async () => {
  expect(await guestReads(MAGGIE)).toEqual(['Welcome!']);
  expect(await guestReads(null)).toEqual([]);
  expect(await guestReads(randomUUID())).toEqual([]);
  expect(await refusal(asAnon(db, { 'x-guest-id': TOM }, (tx) => tx.query(`insert into public.announcements (language, texts) values ('en', '{"en": "x"}')`)))).toMatch(
    /permission denied/,
  );
});

it('no one outside the wedding reads or posts one', async () => {
  expect(await as(stranger, async (tx) => (await tx.query('select * from public.announcements')).rows)).toEqual([]);
  expect(await refusal(as(stranger, (tx) => tx.query(`insert into public.announcements (language, texts) values ('en', '{"en": "x"}')`)))).toMatch(/row-level security/);
});

it('keeps a notice short, written in the language it names, and for a part id', async () => {
  const post = (texts: string, language = 'en', part: string | null = null) =>
    refusal(as(member, (tx) => tx.query(`insert into public.announcements (part, language, texts) values ($1, $2, $3::jsonb)`, [part, language, texts])));
  expect(await post(JSON.stringify({ en: 'x'.repeat(281) }))).toMatch(/announcements_texts/);
  expect(await post(JSON.stringify({ en: '' }))).toMatch(/announcements_texts/);
  expect(await post(JSON.stringify({ pt: 'Olá' }))).toMatch(/announcements_language_written/);
  expect(await post(JSON.stringify({ en: 'Hi' }), 'en', 'Not An Id')).toMatch(/announcements_part/);
});
