import { randomUUID } from 'node:crypto';
import type { Session } from './postgres';
import { ARRIVED, PEOPLE, ref, scene, setDay, SIGN_CHECK, TICKET, type Outcome, type Who } from './guest-uploads';

/** Guests' uploads as tests, on the database `db()` answers (migrated, with putGuestUploadWedding done). */

type Ticket = { id: string; path: string; state: string } | { refused: string };
type Ask = Parameters<Parameters<typeof scene>[1]>[0];

const ticketOf = (outcome: Outcome<{ t: Ticket }>): Ticket => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows[0]!.t;
};
const placeOf = (t: Ticket) => {
  if ('refused' in t) throw new Error(`refused: ${t.refused}`);
  return t;
};

const photo = (ask: Ask, who: Who, bytes = 900_000, clientRef = ref()) =>
  ask.as<{ t: Ticket }>(who, TICKET, [clientRef, 'photo', 'image/jpeg', bytes]).then(ticketOf);

/** A photo sent and stored as the site does it: ticket, upload, prepared, marked stored. */
async function stored(ask: Ask, who: 'ana' | 'bruno', bytes = 800_000) {
  const place = placeOf(await photo(ask, who, bytes));
  await ask.admin(ARRIVED, [place.path, bytes]);
  const done = await ask.as(who, `select public.guest_upload_stored($1, 2560, 1920, null) as s`, [place.id]);
  if (!done.ok) throw new Error(done.message);
  return place;
}

const visible = (ask: Ask, who: Who, path: string) =>
  ask.as(who, `select name from storage.objects where bucket_id = 'wedding-photos' and name = $1`, [path]).then((o) => o.ok && o.rows.length === 1);

const refusedByPolicy = (o: Outcome<unknown>) => !o.ok && /row-level security/.test(o.message);

export function guestUploadTests(db: () => Session): void {
  const today = (work: (ask: Ask) => Promise<void>) =>
    scene(db(), async (ask) => {
      await setDay(ask.admin, 0);
      await work(ask);
    });

  describe('a place for a file', () => {
    it("is in the guest's own folder, named by a hash of their id and never by the id", () =>
      today(async (ask) => {
        const place = placeOf(await photo(ask, 'ana'));
        const [folder] = await ask.admin<{ f: string }>(`select private.guest_upload_folder($1) as f`, [PEOPLE.ana]);
        expect(place.path).toMatch(new RegExp(`^guest-uploads/${folder!.f}/[0-9a-f-]{36}\\.jpg$`));
        expect(place.path).not.toContain(PEOPLE.ana);
        expect(place.state).toBe('sending');
      }));

    it('is the same place for the same file asked again, so nothing arrives twice', () =>
      today(async (ask) => {
        const first = await photo(ask, 'ana', 900_000, 'same-file-hash');
        expect(await photo(ask, 'ana', 900_000, 'same-file-hash')).toEqual(first);
        expect(await ask.admin(`select count(*)::int as n from public.guest_uploads`)).toEqual([{ n: 1 }]);
      }));

    it.each<[string, Who]>([['a made-up guest id', 'made up'], ['a request without a guest id', 'no one']])('is refused to %s', (_, who) =>
      today(async (ask) => {
        expect(await photo(ask, who)).toEqual({ refused: 'unknown' });
      }));

    it("is refused to a guest removed from the list, whose uploads the couple keeps", () =>
      today(async (ask) => {
        await stored(ask, 'ana');
        await ask.admin(`delete from public.guests where id = $1`, [PEOPLE.ana]);
        expect(await photo(ask, 'ana')).toEqual({ refused: 'unknown' });
        expect(await ask.admin(`select guest_id, state from public.guest_uploads`)).toEqual([{ guest_id: null, state: 'stored' }]);
      }));

    it('is refused for what is neither a photo nor a short video, and above the free plan\'s file limit', () =>
      today(async (ask) => {
        expect(ticketOf(await ask.as('ana', TICKET, [ref(), 'photo', 'image/svg+xml', 1000]))).toEqual({ refused: 'type' });
        expect(ticketOf(await ask.as('ana', TICKET, [ref(), 'photo', 'video/mp4', 1000]))).toEqual({ refused: 'type' });
        expect(ticketOf(await ask.as('ana', TICKET, [ref(), 'video', 'video/mp4', 52_428_801]))).toEqual({ refused: 'size' });
        expect(ticketOf(await ask.as('ana', TICKET, [ref(), 'video', 'video/quicktime', 52_428_800]))).toMatchObject({ state: 'sending' });
        expect(ticketOf(await ask.as('ana', TICKET, ['a b', 'photo', 'image/jpeg', 1000]))).toEqual({ refused: 'type' });
      }));
  });

  describe('when guests may send', () => {
    it.each([
      ['the day before', 1, null, {}, 'closed'],
      ['on the day', 0, null, {}, 'sending'],
      ['30 days after (the default closing date)', -30, null, {}, 'sending'],
      ['31 days after', -31, null, {}, 'closed'],
      ['the day after the closing date the couple set', -3, -1, {}, 'closed'],
      ['on the closing date the couple set, later than the default', -40, 0, {}, 'sending'],
      ['on the day of a wedding that stays an invitation', 0, null, { staysAnInvitation: true }, 'closed'],
      ['the day after, in a time zone the database cannot read (the site\'s own default)', -1, null, { timeZone: 'Mars/Olympus' }, 'sending'],
    ] as const)('%s', (_, days, closesIn, extra, expected) =>
      scene(db(), async (ask) => {
        await setDay(ask.admin, days, closesIn, extra);
        const t = await photo(ask, 'ana');
        expect('refused' in t ? t.refused : t.state).toBe(expected);
      }),
    );

    it('never, on a wedding without a date', () =>
      scene(db(), async (ask) => {
        await ask.admin(`update public.wedding_info set wedding = '{"timeZone": "Europe/Lisbon"}'`);
        expect(await photo(ask, 'ana')).toEqual({ refused: 'closed' });
      }));
  });

  describe('limits', () => {
    it("stops a guest at their number of files and bytes, the couple's settings", () =>
      today(async (ask) => {
        await ask.admin(`update public.guest_upload_settings set files_per_guest = 2, bytes_per_guest = 3000000`);
        await photo(ask, 'ana', 1_000_000);
        expect(await photo(ask, 'ana', 2_500_000)).toEqual({ refused: 'bytes' });
        await photo(ask, 'ana', 1_000_000);
        expect(await photo(ask, 'ana', 1000)).toEqual({ refused: 'files' });
        expect(await photo(ask, 'bruno', 1000)).toMatchObject({ state: 'sending' });
      }));

    it("keeps the couple's room: the bucket's files and the uploads under way count against the plan", () =>
      today(async (ask) => {
        await ask.admin(`update public.guest_upload_settings set plan_bytes = 10000000, kept_for_couple_bytes = 2000000`);
        await ask.admin(ARRIVED, ['gallery/hero.jpg', 5_000_000]);
        await photo(ask, 'ana', 2_000_000);
        expect(await photo(ask, 'bruno', 1_000_001)).toEqual({ refused: 'full' });
        expect(await photo(ask, 'bruno', 1_000_000)).toMatchObject({ state: 'sending' });
      }));

    it('no longer counts what the couple removed', () =>
      today(async (ask) => {
        await ask.admin(`update public.guest_upload_settings set files_per_guest = 1`);
        const place = placeOf(await photo(ask, 'ana'));
        await ask.admin(`update public.guest_uploads set state = 'removed', removed_at = now() where id = $1`, [place.id]);
        expect(await photo(ask, 'ana')).toMatchObject({ state: 'sending' });
      }));

    it('refuses a file the couple removed when the phone sends it again', () =>
      today(async (ask) => {
        const place = placeOf(await photo(ask, 'ana', 1000, 'the-same-photo'));
        await ask.admin(`update public.guest_uploads set state = 'removed', removed_at = now() where id = $1`, [place.id]);
        expect(await photo(ask, 'ana', 1000, 'the-same-photo')).toEqual({ refused: 'removed' });
      }));
  });

  describe('Storage: writing', () => {
    it('signs an upload (the insert check) only for a place the guest asked for, in their own folder, while open', () =>
      today(async (ask) => {
        const ana = placeOf(await photo(ask, 'ana'));
        const bruno = placeOf(await photo(ask, 'bruno'));
        const folder = ana.path.split('/')[1];
        expect((await ask.as('ana', SIGN_CHECK, [ana.path])).ok).toBe(true);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, [`guest-uploads/${folder}/${randomUUID()}.jpg`]))).toBe(true);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, [bruno.path]))).toBe(true);
        expect(refusedByPolicy(await ask.as('no one', SIGN_CHECK, [ana.path]))).toBe(true);
        expect(refusedByPolicy(await ask.as('made up', SIGN_CHECK, [ana.path]))).toBe(true);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, ['guest-photos/ana/beach.jpg']))).toBe(true);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, ['gallery/planted.jpg']))).toBe(true);
        await setDay(ask.admin, -31);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, [ana.path]))).toBe(true);
      }));

    it('lets the site put its prepared copy in place before the file is stored, and nothing after', () =>
      today(async (ask) => {
        const place = placeOf(await photo(ask, 'ana'));
        await ask.admin(ARRIVED, [place.path, 900_000]);
        const upsert = `insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, '{"size": 700000}')
                        on conflict (bucket_id, name) do update set metadata = excluded.metadata`;
        expect((await ask.as('bruno', upsert, [place.path])).ok).toBe(false);
        expect((await ask.as('ana', upsert, [place.path])).ok).toBe(true);
        expect(await ask.as('ana', `select public.guest_upload_stored($1, 2560, 1920, null) as s`, [place.id])).toMatchObject({
          ok: true,
          rows: [{ s: { id: place.id, state: 'stored', bytes: 700_000 } }],
        });
        expect((await ask.as('ana', upsert, [place.path])).ok).toBe(false);
        expect(refusedByPolicy(await ask.as('ana', SIGN_CHECK, [place.path.replace(/\.jpg$/, '.png')]))).toBe(true);
      }));

    it('marks a file stored only once it arrived, and only for the guest whose it is', () =>
      today(async (ask) => {
        const place = placeOf(await photo(ask, 'ana'));
        const mark = (who: Who) => ask.as<{ s: unknown }>(who, `select public.guest_upload_stored($1, 10, 10, null) as s`, [place.id]);
        expect(await mark('ana')).toMatchObject({ rows: [{ s: null }] });
        await ask.admin(ARRIVED, [place.path, 1234]);
        expect(await mark('bruno')).toMatchObject({ rows: [{ s: null }] });
        expect(await mark('ana')).toMatchObject({ rows: [{ s: { state: 'stored', bytes: 1234 } }] });
      }));
  });

  describe('Storage: reading and deleting', () => {
    it("shows a guest their own files only, never to anyone without a guest's id", () =>
      today(async (ask) => {
        const place = await stored(ask, 'ana');
        expect(await visible(ask, 'ana', place.path)).toBe(true);
        for (const who of ['bruno', 'no one', 'made up', 'stranger'] as const) expect(await visible(ask, who, place.path)).toBe(false);
        for (const who of ['owner', 'helper'] as const) expect(await visible(ask, who, place.path)).toBe(true);
      }));

    it('shows every guest a photo the couple approved while they share them, and only then', () =>
      today(async (ask) => {
        const place = await stored(ask, 'ana');
        const approve = () => ask.as('helper', `update public.guest_uploads set approved_at = now(), approved_by = auth.uid() where id = $1`, [place.id]);
        const share = (on: boolean) => ask.as('owner', `update public.guest_upload_settings set share_approved = $1`, [on]);
        await share(true);
        expect(await visible(ask, 'bruno', place.path)).toBe(false);
        expect(await approve()).toMatchObject({ ok: true, affectedRows: 1 });
        expect(await visible(ask, 'bruno', place.path)).toBe(true);
        expect(await visible(ask, 'no one', place.path)).toBe(false);
        expect(await visible(ask, 'made up', place.path)).toBe(false);
        await share(false);
        expect(await visible(ask, 'bruno', place.path)).toBe(false);
      }));

    it("lets a guest delete their own files and never another's, shared or not", () =>
      today(async (ask) => {
        const place = await stored(ask, 'ana');
        await ask.admin(`update public.guest_uploads set approved_at = now() where id = $1`, [place.id]);
        await ask.admin(`update public.guest_upload_settings set share_approved = true`);
        const remove = (who: Who) => ask.as(who, `delete from storage.objects where bucket_id = 'wedding-photos' and name = $1`, [place.path]);
        const forget = (who: Who) => ask.as<{ path: string | null }>(who, `select public.forget_guest_upload($1) as path`, [place.id]);
        expect(await remove('bruno')).toMatchObject({ ok: true, affectedRows: 0 });
        expect(await forget('bruno')).toMatchObject({ rows: [{ path: null }] });
        expect(await remove('ana')).toMatchObject({ ok: true, affectedRows: 1 });
        expect(await forget('ana')).toMatchObject({ rows: [{ path: place.path }] });
        expect(await ask.admin(`select count(*)::int as n from public.guest_uploads`)).toEqual([{ n: 0 }]);
      }));

    it('lets a helper read and delete any upload, and a signed-in stranger nothing', () =>
      today(async (ask) => {
        const place = await stored(ask, 'ana');
        const remove = (who: Who) => ask.as(who, `delete from storage.objects where bucket_id = 'wedding-photos' and name = $1`, [place.path]);
        expect(await remove('stranger')).toMatchObject({ ok: true, affectedRows: 0 });
        expect(await remove('helper')).toMatchObject({ ok: true, affectedRows: 1 });
      }));
  });

  describe('the guest page and the table', () => {
    it("gives a guest their own uploads and, when shared, the others' approved photos without saying whose", () =>
      today(async (ask) => {
        const mine = await stored(ask, 'bruno');
        const anas = await stored(ask, 'ana');
        await stored(ask, 'ana');
        await ask.admin(`update public.guest_uploads set approved_at = now() where id in ($1, $2)`, [anas.id, mine.id]);
        const read = async () => {
          const o = await ask.as<{ p: { own: { id: string }[]; shared: Record<string, unknown>[]; share_approved: boolean; open: boolean } }>('bruno', `select public.guest_uploads_page() as p`);
          if (!o.ok) throw new Error(o.message);
          return o.rows[0]!.p;
        };
        expect(await read()).toMatchObject({ own: [{ id: mine.id }], shared: [], share_approved: false, open: true });
        await ask.admin(`update public.guest_upload_settings set share_approved = true`);
        const shared = (await read()).shared;
        expect(shared.map((s) => s.id)).toEqual([anas.id]);
        expect(Object.keys(shared[0]!).sort()).toEqual(['created_at', 'height', 'id', 'kind', 'path', 'seconds', 'width']);
        expect(JSON.stringify(shared)).not.toContain(PEOPLE.ana);
      }));

    it('gives a made-up id, or none, no page at all', () =>
      today(async (ask) => {
        await stored(ask, 'ana');
        for (const who of ['made up', 'no one'] as const) expect(await ask.as(who, `select public.guest_uploads_page() as p`)).toMatchObject({ rows: [{ p: null }] });
      }));

    it('keeps the table and the settings from the public key, and from a signed-in stranger', () =>
      today(async (ask) => {
        await stored(ask, 'ana');
        for (const table of ['guest_uploads', 'guest_upload_settings']) {
          expect(await ask.as('ana', `select * from public.${table}`)).toMatchObject({ ok: false, message: expect.stringMatching(/permission denied/) });
          expect(await ask.as('stranger', `select * from public.${table}`)).toMatchObject({ ok: true, rows: [] });
        }
        expect(await ask.as('ana', `insert into public.guest_uploads (guest_id, client_ref, path, kind, content_type, bytes) values ($1, 'abcdefgh', 'x', 'photo', 'image/jpeg', 1)`, [PEOPLE.ana])).toMatchObject({ ok: false });
      }));

    it('lets members read, approve and delete every upload; owners alone change the settings', () =>
      today(async (ask) => {
        const place = await stored(ask, 'ana');
        for (const who of ['owner', 'helper'] as const) {
          expect(await ask.as(who, `select id from public.guest_uploads`)).toMatchObject({ rows: [{ id: place.id }] });
          expect(await ask.as(who, `update public.guest_uploads set approved_at = now() where id = $1`, [place.id])).toMatchObject({ affectedRows: 1 });
        }
        expect(await ask.as('helper', `update public.guest_upload_settings set share_approved = true`)).toMatchObject({ ok: true, affectedRows: 0 });
        expect(await ask.as('owner', `update public.guest_upload_settings set share_approved = true, closes_on = '2027-07-12'`)).toMatchObject({ ok: true, affectedRows: 1 });
        expect(await ask.as('helper', `delete from public.guest_uploads where id = $1`, [place.id])).toMatchObject({ affectedRows: 1 });
      }));

    it("tells members, and no one else, how much of the plan the bucket uses and what guests may still send", () =>
      today(async (ask) => {
        await ask.admin(`update public.guest_upload_settings set plan_bytes = 10000000, kept_for_couple_bytes = 1000000`);
        await ask.admin(ARRIVED, ['gallery/hero.jpg', 3_000_000]);
        await stored(ask, 'ana', 500_000);
        await photo(ask, 'bruno', 2_000_000);
        const room = `select public.guest_upload_room() as r`;
        expect(await ask.as('helper', room)).toMatchObject({
          rows: [{ r: { bucket_bytes: 3_500_000, sending_bytes: 2_000_000, guest_bytes: 500_000, plan_bytes: 10_000_000, kept_for_couple_bytes: 1_000_000, left_for_guests: 3_500_000 } }],
        });
        expect(await ask.as('stranger', room)).toMatchObject({ rows: [{ r: null }] });
        expect(await ask.as('ana', room)).toMatchObject({ ok: false, message: expect.stringMatching(/permission denied/) });
      }));
  });
}
