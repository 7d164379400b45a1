import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { asGuest, guestPage, guestSends, testPhoto, testVideo, todayIn } from '@/tests/support/guest-sends';
import { PORTO_WEDDING } from '@/tests/support/porto-wedding';
import { projectPlace, type DeskPlace } from './desk-place';
import { decideGuestPhoto, readGuestPhotos, saveGuestPhotoSettings } from './guest-photos';
import type { GuestUploadShelf } from './guest-upload-shelf';

// Guests' photos on the desk, as the signed-in owner of Inês & Kenji's wedding (policies on), moved to today in Lisbon.

jest.setTimeout(60_000);

const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };
const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
const LUCIA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b04';

let standIn: StandIn;
let service: SupabaseClient;
let place: DeskPlace;
let shelf: GuestUploadShelf;

async function member(email: string, role: 'owner' | 'helper'): Promise<SupabaseClient> {
  const client = createClient(standIn.url, standIn.anonKey, SETTINGS);
  const { data } = await client.auth.signUp({ email, password: 'a long password for Porto' });
  expect((await service.from('members').insert({ user_id: data.user!.id, role, email })).error).toBeNull();
  return client;
}

beforeEach(async () => {
  standIn = await startStandIn({ rls: true, contentDir: PORTO_WEDDING });
  service = createClient(standIn.url, standIn.serviceKey, SETTINGS);
  const { data } = await service.from('wedding_info').select('wedding').eq('id', 1).single();
  expect((await service.from('wedding_info').update({ wedding: { ...data!.wedding, date: todayIn('Europe/Lisbon') } }).eq('id', 1)).error).toBeNull();
  place = projectPlace(await member('ines@example.com', 'owner'));
  shelf = place.guestUploads!;
});
afterEach(() => standIn.close());

const photo = async (guest: string, r: number) => guestSends(standIn, guest, { bytes: await testPhoto({ r, g: 90, b: 120 }), type: 'image/jpeg', width: 1200, height: 900 });
const fetched = async (link: string) => (await fetch(link)).status;

it("lists what guests sent, newest first, each with who sent it; a removed guest's as no longer on the list", async () => {
  const first = await photo(ROSA, 10);
  const video = await guestSends(standIn, JONAS, { bytes: testVideo(), type: 'video/mp4', seconds: 42.5 });
  const last = await photo(LUCIA, 30);
  expect((await service.from('guests').delete().eq('id', LUCIA)).error).toBeNull();

  const listed = await shelf.list();
  expect(listed.map((u) => [u.id, u.from, u.kind])).toEqual([
    [last.id, null, 'photo'],
    [video.id, 'Jonas Becker', 'video'],
    [first.id, 'Rosa Martins', 'photo'],
  ]);
  expect(listed[1]).toMatchObject({ seconds: 42.5, approved: false, state: 'stored' });
  const read = await readGuestPhotos(place);
  if ('problem' in read) throw new Error(read.problem);
  expect(read.window).toMatchObject({ now: 'open', zone: 'Europe/Lisbon', closes: read.window.defaultCloses });
});

it('approves and undoes; Remove deletes the file at once, its earlier signed links fail, and the same file is refused again', async () => {
  const kept = await photo(ROSA, 10);
  const removed = await photo(ROSA, 200);
  expect(await decideGuestPhoto(place, kept.id, 'approve', false)).toEqual({ ok: true, message: 'Approved.' });
  expect((await shelf.find(kept.id))?.approved).toBe(true);
  expect(await decideGuestPhoto(place, kept.id, 'unapprove', false)).toEqual({ ok: true, message: 'No longer approved.' });
  expect((await shelf.find(kept.id))?.approved).toBe(false);

  const ownersLink = (await shelf.signedLink(removed.path, 600))!;
  const { data: guestsLink } = await asGuest(standIn, ROSA).storage.from(standIn.bucket).createSignedUrl(removed.path, 600);
  expect([await fetched(ownersLink), await fetched(guestsLink!.signedUrl)]).toEqual([200, 200]);

  expect(await decideGuestPhoto(place, removed.id, 'remove', false)).toMatchObject({ ok: false, result: 'confirm' });
  expect(standIn.filePaths()).toContain(removed.path);
  expect(await decideGuestPhoto(place, removed.id, 'remove', true)).toEqual({ ok: true, message: 'Removed: its file is deleted, and no guest sees it again.' });
  expect(standIn.filePaths()).not.toContain(removed.path);
  expect(await fetched(ownersLink)).toBeGreaterThanOrEqual(400);
  expect(await fetched(guestsLink!.signedUrl)).toBeGreaterThanOrEqual(400);
  expect((await shelf.list()).map((u) => u.id)).toEqual([kept.id]);
  expect(await decideGuestPhoto(place, removed.id, 'approve', false)).toMatchObject({ ok: false });
  expect(await decideGuestPhoto(place, removed.id, 'remove', true)).toEqual({ ok: true, message: 'That was removed already.' });

  // The row stays, so the phone that sends the same file again is refused.
  const { data } = await service.from('guest_uploads').select('state, removed_at').eq('id', removed.id).single();
  expect(data).toMatchObject({ state: 'removed', removed_at: expect.any(String) });
  await expect(photo(ROSA, 200)).rejects.toThrow(/"refused":"removed"/);
});

it('shares the approved photos with every guest only while the couple shares them, never a removed one', async () => {
  const approved = await photo(ROSA, 10);
  const removed = await photo(ROSA, 200);
  await decideGuestPhoto(place, approved.id, 'approve', false);
  await decideGuestPhoto(place, removed.id, 'approve', false);
  await decideGuestPhoto(place, removed.id, 'remove', true);

  const off = await guestPage(standIn, JONAS);
  expect([off.share_approved, off.shared]).toEqual([false, []]);
  const values = { share: 'on', closes_on: '', files_per_guest: '200', mb_per_guest: '500' };
  expect(await saveGuestPhotoSettings(place, { share: 'on', closes_on: '', files_per_guest: 200, mb_per_guest: 500 }, values)).toEqual({
    ok: true,
    message: 'Saved. Share approved photos with guests: off → on.',
  });
  expect((await guestPage(standIn, JONAS)).shared.map((s) => s.path)).toEqual([approved.path]);
  const { data } = await asGuest(standIn, JONAS).storage.from(standIn.bucket).createSignedUrl(approved.path, 60);
  expect(await fetched(data!.signedUrl)).toBe(200);

  await saveGuestPhotoSettings(place, { closes_on: '', files_per_guest: 200, mb_per_guest: 500 }, values);
  expect((await guestPage(standIn, JONAS)).shared).toEqual([]);
  expect((await asGuest(standIn, JONAS).storage.from(standIn.bucket).createSignedUrl(approved.path, 60)).data).toBeNull();
});

it('saves the last day and the limits for the owner, saying what changed, and never for a helper', async () => {
  const closes = todayIn('Europe/Lisbon', 40);
  const values = { share: '', closes_on: closes, files_per_guest: '50', mb_per_guest: '100' };
  const saved = await saveGuestPhotoSettings(place, { closes_on: closes, files_per_guest: 50, mb_per_guest: 100 }, values);
  expect(saved).toMatchObject({ ok: true, message: expect.stringMatching(/^Saved\. Last day guests may add photos: .+ → .+; Files per guest: 200 → 50; Space per guest: 500 MB → 100 MB\.$/) });
  expect(await shelf.settings()).toMatchObject({ closesOn: closes, filesPerGuest: 50, bytesPerGuest: 100 * 2 ** 20, shareApproved: false });
  const before = await saveGuestPhotoSettings(place, { closes_on: todayIn('Europe/Lisbon', -1), files_per_guest: 50, mb_per_guest: 100 }, values);
  expect(before).toMatchObject({ ok: false, errors: { closes_on: expect.stringMatching(/^The last day cannot be before the wedding/) } });

  const helper = projectPlace(await member('planner@example.com', 'helper'));
  await expect(helper.guestUploads!.saveSettings({ closesOn: null, shareApproved: true, filesPerGuest: 1, bytesPerGuest: 1 })).rejects.toThrow(/only the wedding's owners/);
  expect(await shelf.settings()).toMatchObject({ shareApproved: false, filesPerGuest: 50 });
});

it("streams every stored upload as one zip, a folder per guest named for them", async () => {
  const rosa = await photo(ROSA, 10);
  const video = await guestSends(standIn, JONAS, { bytes: testVideo(300_000), type: 'video/mp4', seconds: 12 });
  const gone = await photo(JONAS, 60);
  await decideGuestPhoto(place, gone.id, 'remove', true);

  const zip = await shelf.download(new Date('2027-09-19T10:00:00Z'));
  expect(zip).toMatchObject({ name: 'guests-photos-2027-09-19.zip', photos: 1, videos: 1, guests: 2 });
  const files = unzipSync(new Uint8Array(await new Response(zip.body).arrayBuffer()));
  const names = Object.keys(files).sort();
  expect(names).toEqual([expect.stringMatching(/^jonas-becker\/\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_[0-9a-f]{8}\.mp4$/), expect.stringMatching(/^rosa-martins\/.+\.jpg$/)]);
  expect(Buffer.from(files[names[0]!]!).equals(standIn.fileBytes(video.path)!)).toBe(true);
  expect(Buffer.from(files[names[1]!]!).equals(standIn.fileBytes(rosa.path)!)).toBe(true);
});

it('says how much of the plan the wedding uses and what guests may still send', async () => {
  const before = await shelf.room();
  await photo(ROSA, 10);
  const after = await shelf.room();
  expect(after.planBytes).toBe(2 ** 30);
  expect(after.keptForCoupleBytes).toBe(100 * 2 ** 20);
  expect(after.guestBytes).toBeGreaterThan(before.guestBytes);
  expect(after.bucketBytes - before.bucketBytes).toBe(after.guestBytes - before.guestBytes);
  expect(after.leftForGuests).toBe(2 ** 30 - 100 * 2 ** 20 - after.bucketBytes);
  // The desk on a computer holds the secret key, which is no member: the same sums, from what it reads.
  expect(await projectPlace(service).guestUploads!.room()).toEqual(after);
});
