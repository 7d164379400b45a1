import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from '@/lib/data/schemas';
import { isGuestPhotoFile } from '@/lib/wedding/media';
import { MAGGIE, readDemo, ROSA, TOM } from '@/tests/support/stand-in';
import { listFolder, signable, withDemoDatabase } from './support/demo-rows';
import { asAnon, type Database } from './support/postgres';

/**
 * The SQL that PostgREST and Storage run for the data source's calls of spec §7, run as
 * anon with the header the server sends, and read through the same boundary guards as
 * lib/data/supabase.ts: the page gets what it needs from the migrated schema.
 */

let db: Database;
withDemoDatabase((opened) => (db = opened));

it('wedding info: select * from wedding_info answers the one row, which reads as the demo wedding', async () => {
  const rows = await asAnon(db, {}, async (tx) => (await tx.query('select * from public.wedding_info')).rows);
  expect(rows).toHaveLength(1);
  expect(parseWeddingInfo(rows[0])).toEqual(parseWeddingInfo(readDemo('wedding.json')));
});

it('guest by id: select * filtered by id, with x-guest-id, answers that guest', async () => {
  const rows = await asAnon(db, { 'x-guest-id': TOM }, async (tx) => (await tx.query('select * from public.guests where id = $1', [TOM])).rows);
  expect(rows).toHaveLength(1);
  expect(parseGuest(rows[0])).toEqual({ id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k', language: null, invited_to: [] });
});

it("guest by id: answers the guest's parts of the day, as the list the page narrows the day to", async () => {
  // The demo's guest invited to the ceremony alone.
  const hannah = readDemo<{ id: string; name: string; invited_to?: string[] }[]>('guests.json').find((g) => g.invited_to?.length);
  expect(hannah?.invited_to).toEqual(['ceremony']);
  const rows = await asAnon(db, { 'x-guest-id': hannah!.id }, async (tx) => (await tx.query('select * from public.guests where id = $1', [hannah!.id])).rows);
  expect(rows[0]).toMatchObject({ invited_to: hannah!.invited_to });
  expect(parseGuest(rows[0]).invited_to).toEqual(hannah!.invited_to);
});

it('guest by id: keeps the personal message', async () => {
  const rows = await asAnon(db, { 'x-guest-id': MAGGIE }, async (tx) => (await tx.query('select * from public.guests where id = $1', [MAGGIE])).rows);
  expect(parseGuest(rows[0]).personal_message).toMatch(/^Aunt Maggie/);
});

it('love story: select * ordered by year ascending reads as the timeline', async () => {
  const rows = await asAnon(db, {}, async (tx) => (await tx.query('select * from public.love_story order by year asc')).rows);
  const timeline = parseTimeline(rows);
  expect(timeline.map((r) => r.year)).toEqual([2016, 2018, 2020, 2023, 2025]);
  expect(timeline).toEqual(parseTimeline(readDemo('love-story.json')));
});

it('gallery: select * ordered by order_index ascending reads as the gallery', async () => {
  const rows = await asAnon(db, {}, async (tx) => (await tx.query('select * from public.photo_gallery order by order_index asc')).rows);
  const gallery = parseGallery(rows);
  const demo = parseGallery(readDemo('gallery.json'));
  expect(gallery.map(({ storage_path, alt_text, order_index, name }) => ({ storage_path, alt_text, order_index, name }))).toEqual(
    demo.map(({ storage_path, alt_text, order_index, name }) => ({ storage_path, alt_text, order_index, name })),
  );
  expect(gallery.length).toBeGreaterThan(0);
  expect(gallery.filter((p) => !/^\d+$/.test(p.id))).toEqual([]);
});

it("guest photos: the guest's folder lists their images, which can all be signed", async () => {
  const headers = { 'x-guest-id': MAGGIE };
  const names = (await asAnon(db, headers, (tx) => listFolder(tx, `guest-photos/${MAGGIE}`))).map((e) => e.name).filter(isGuestPhotoFile);
  const paths = names.map((n) => `guest-photos/${MAGGIE}/${n}`);
  expect(names).toEqual(['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp', 'dance-4.gif']);
  await expect(asAnon(db, headers, (tx) => signable(tx, paths))).resolves.toEqual(paths);
});

it('guest photos: a guest without a folder lists nothing (the page fills up from the gallery)', async () => {
  await expect(asAnon(db, { 'x-guest-id': ROSA }, (tx) => listFolder(tx, `guest-photos/${ROSA}`))).resolves.toEqual([]);
});

it('every photo the shared rows name can be signed with the anon key', async () => {
  const paths = await asAnon(db, {}, async (tx) => {
    const gallery = (await tx.query<{ storage_path: string }>('select storage_path from public.photo_gallery')).rows.map((r) => r.storage_path);
    const story = (await tx.query<{ photo_path: string }>('select photo_path from public.love_story where photo_path is not null')).rows.map(
      (r) => r.photo_path,
    );
    const hero = (await tx.query<{ hero: string }>(`select photos ->> 'hero' as hero from public.wedding_info`)).rows.map((r) => r.hero);
    return [...gallery, ...story, ...hero, 'gallery/venue.jpg'];
  });
  const unique = [...new Set(paths)].sort();
  await expect(asAnon(db, {}, (tx) => signable(tx, unique))).resolves.toEqual(unique);
});
