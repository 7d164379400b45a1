import { createClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from './server';

/** The bucket's folders through Storage's HTTP API, each member with their own token (supabase/migrations/…_bucket_folders.sql). */

jest.setTimeout(30_000);

const BACKUP = 'desk-backups/2026-11-30T10-00-00Z.zip';
const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn({ rls: true });
  await standIn.setFile(BACKUP, { bytes: 'the whole wedding', contentType: 'application/zip' });
});
afterEach(() => standIn.close());

/** A member of the wedding signed in on a client of their own, its bucket. */
let signedIn = createClient('http://unused.invalid', 'none', SETTINGS);
async function memberBucket(email: string, role: 'owner' | 'helper') {
  const supabase = createClient(standIn.url, standIn.anonKey, SETTINGS);
  const { data, error } = await supabase.auth.signUp({ email, password: 'porto-2026' });
  if (error || !data.user) throw error ?? new Error(`no user for ${email}`);
  const service = createClient(standIn.url, standIn.serviceKey, SETTINGS);
  expect((await service.from('members').insert({ user_id: data.user.id, role, email })).error).toBeNull();
  signedIn = supabase;
  return supabase.storage.from(standIn.bucket);
}
const UPLOAD = 'incoming/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01.jpg';

const zip = (text: string) => Buffer.from(text);

describe("a helper's own token", () => {
  it('lists nothing in desk-backups/, and cannot download, sign, upload, replace or delete there', async () => {
    const photos = await memberBucket('planner@example.com', 'helper');

    expect(await photos.list('desk-backups')).toEqual({ data: [], error: null });
    expect((await photos.list('')).data?.map((e) => e.name)).not.toContain('desk-backups');
    expect((await photos.download(BACKUP)).data).toBeNull();
    expect((await photos.createSignedUrl(BACKUP, 60)).data).toBeNull();
    expect((await photos.upload('desk-backups/planted.zip', zip('planted'), { contentType: 'application/zip' })).error?.message).toMatch(/row-level security/);
    expect((await photos.upload(BACKUP, zip('PLANTED BY HELPER'), { contentType: 'application/zip', upsert: true })).error?.message).toMatch(/row-level security/);
    expect((await photos.remove([BACKUP])).data).toEqual([]);

    expect(standIn.filePaths().filter((p) => p.startsWith('desk-backups/'))).toEqual([BACKUP]);
    expect(standIn.fileBytes(BACKUP)?.toString()).toBe('the whole wedding');
  });

  it("still keeps the wedding's folders and the uploads waiting in incoming/", async () => {
    const photos = await memberBucket('planner@example.com', 'helper');

    expect((await photos.upload('gallery/new-one.jpg', zip('jpeg'), { contentType: 'image/jpeg' })).error).toBeNull();
    expect((await photos.list('gallery')).data?.map((e) => e.name)).toContain('new-one.jpg');
    expect((await photos.upload(UPLOAD, zip('jpeg'), { contentType: 'image/jpeg' })).error).toMatchObject({ message: expect.stringContaining('row-level security') });
    expect((await signedIn.from('upload_tickets').insert({ path: UPLOAD, content_type: 'image/jpeg', max_bytes: 1000 })).error).toBeNull();
    expect((await photos.upload(UPLOAD, zip('jpeg'), { contentType: 'image/jpeg' })).error).toBeNull();
    expect((await photos.list('incoming')).data?.map((e) => e.name)).toEqual([UPLOAD.slice('incoming/'.length)]);
    expect((await photos.remove(['gallery/new-one.jpg'])).data).toHaveLength(1);
  });
});

describe("an owner's own token", () => {
  it('lists, downloads, replaces and deletes the backups', async () => {
    const photos = await memberBucket('ines@example.com', 'owner');

    expect((await photos.list('desk-backups')).data?.map((e) => e.name)).toEqual(['2026-11-30T10-00-00Z.zip']);
    expect(await (await photos.download(BACKUP)).data?.text()).toBe('the whole wedding');
    expect((await photos.upload(BACKUP, zip('made again'), { contentType: 'application/zip', upsert: true })).error).toBeNull();
    expect((await photos.remove([BACKUP])).data).toHaveLength(1);
    expect(standIn.filePaths().filter((p) => p.startsWith('desk-backups/'))).toEqual([]);
  });
});

describe('an upload nobody claimed within the hour', () => {
  it('is neither listed nor served to a member, and never to the anon key', async () => {
    const photos = await memberBucket('ines@example.com', 'owner');
    const anon = createClient(standIn.url, standIn.anonKey, SETTINGS).storage.from(standIn.bucket);
    await standIn.setFile('incoming/fresh.jpg', { bytes: zip('fresh'), contentType: 'image/jpeg' });
    await standIn.setFile('incoming/stale.jpg', { bytes: zip('stale'), contentType: 'image/jpeg' });
    await standIn.sql(`update storage.objects set created_at = now() - interval '61 minutes' where name = 'incoming/stale.jpg'`);

    expect((await photos.list('incoming')).data?.map((e) => e.name)).toEqual(['fresh.jpg']);
    expect((await photos.download('incoming/stale.jpg')).data).toBeNull();
    expect((await anon.list('incoming')).data).toEqual([]);
    expect((await anon.download('incoming/fresh.jpg')).data).toBeNull();
  });
});
