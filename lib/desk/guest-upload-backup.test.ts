import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { guestPage, guestSends, testPhoto, testVideo, todayIn } from '@/tests/support/guest-sends';
import { PORTO_WEDDING } from '@/tests/support/porto-wedding';
import { projectPlace, type DeskPlace } from './desk-place';
import { restoreDeskBackup, restorePreview } from './desk-restore';
import { decideGuestPhoto } from './guest-photos';

// The desk's own backup and restore, as the signed-in owner (policies on), holds the guests' photos and videos too.

jest.setTimeout(90_000);

const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };
const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';

let standIn: StandIn;
let service: SupabaseClient;
let place: DeskPlace;

beforeEach(async () => {
  standIn = await startStandIn({ rls: true, contentDir: PORTO_WEDDING });
  service = createClient(standIn.url, standIn.serviceKey, SETTINGS);
  const { data } = await service.from('wedding_info').select('wedding').eq('id', 1).single();
  await service.from('wedding_info').update({ wedding: { ...data!.wedding, date: todayIn('Europe/Lisbon') } }).eq('id', 1);
  const owner = createClient(standIn.url, standIn.anonKey, SETTINGS);
  const { data: made } = await owner.auth.signUp({ email: 'ines@example.com', password: 'a long password for Porto' });
  await service.from('members').insert({ user_id: made.user!.id, role: 'owner', email: 'ines@example.com' });
  place = projectPlace(owner);
});
afterEach(() => standIn.close());

it("restores the guests' photos, videos and the couple's decisions from a backup the desk kept", async () => {
  const photo = await guestSends(standIn, ROSA, { bytes: await testPhoto({ r: 220, g: 40, b: 90 }), type: 'image/jpeg', width: 1200, height: 900 });
  const video = await guestSends(standIn, JONAS, { bytes: testVideo(400_000), type: 'video/mp4', seconds: 20 });
  await decideGuestPhoto(place, photo.id, 'approve', false);
  await place.guestUploads!.saveSettings({ closesOn: null, shareApproved: true, filesPerGuest: 200, bytesPerGuest: 500 * 2 ** 20 });
  await place.backups.make();
  const [kept] = await place.backups.list();

  await decideGuestPhoto(place, photo.id, 'remove', true);
  await decideGuestPhoto(place, video.id, 'remove', true);
  await place.guestUploads!.saveSettings({ closesOn: null, shareApproved: false, filesPerGuest: 200, bytesPerGuest: 500 * 2 ** 20 });
  expect(await place.guestUploads!.list()).toEqual([]);

  const preview = await restorePreview(place, kept!.name);
  if (!preview || 'refused' in preview) throw new Error(`no preview: ${JSON.stringify(preview)}`);
  const items = preview.groups.flatMap((g) => g.items);
  expect(items).toEqual(expect.arrayContaining([`+ Photo ${photo.path}`, `+ Photo ${video.path}`, `Photo from Rosa Martins (${photo.path}) · state: removed → stored`]));
  const done = await restoreDeskBackup(place, kept!.name, preview.basis);
  expect(done).toMatchObject({ restored: expect.any(String) });

  expect((await place.guestUploads!.list()).map((u) => [u.path, u.approved]).sort()).toEqual([[photo.path, true], [video.path, false]].sort());
  expect(standIn.fileBytes(video.path)?.length).toBe(400_000);
  expect((await guestPage(standIn, JONAS)).shared.map((s) => s.path)).toEqual([photo.path]);
});
