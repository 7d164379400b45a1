import { randomBytes, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { Upload } from 'tus-js-client';
import { startStandIn, type StandIn } from './server';

/** Signed and resumable uploads as Storage answers them (resumable.ts), guests' places and the policies deciding. */

jest.setTimeout(60_000);

const ANA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c5a01';
const BRUNO = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c5a02';
const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
const MB = 1024 * 1024;

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn({
    demo: false,
    tables: {
      wedding_info: [{ id: 1, wedding: { date: today, timeZone: 'Europe/Lisbon' } }],
      guests: [{ id: ANA, name: 'Ana' }, { id: BRUNO, name: 'Bruno' }],
    },
  });
});
afterEach(() => standIn.close());

/** The site's client for one guest: the public key, and their id in x-guest-id. */
const asGuest = (id: string | null) => createClient(standIn.url, standIn.anonKey, { ...SETTINGS, global: { headers: id ? { 'x-guest-id': id } : {} } });

async function place(guest: string, bytes: number, kind = 'video', type = 'video/mp4') {
  const { data, error } = await asGuest(guest).rpc('ticket_guest_upload', { client_ref: randomUUID().replaceAll('-', ''), kind, content_type: type, bytes });
  if (error) throw error;
  return data as { id: string; path: string };
}

async function signed(guest: string, path: string) {
  const { data, error } = await asGuest(guest).storage.from(standIn.bucket).createSignedUploadUrl(path);
  return error ? { error: error.message } : { token: data.token };
}

/** Sends `bytes` as a phone does with tus-js-client: 6 MB at a time, retried at once after a break; the offsets it saw. */
function send(bytes: Buffer, path: string, token: string, type = 'video/mp4'): Promise<{ url: string | null; error?: string }> {
  return new Promise((resolve) => {
    const upload = new Upload(bytes, {
      endpoint: `${standIn.url}/storage/v1/upload/resumable/sign`,
      headers: { 'x-signature': token },
      metadata: { bucketName: standIn.bucket, objectName: path, contentType: type, cacheControl: '3600' },
      chunkSize: 6 * MB,
      retryDelays: [0, 0, 0],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve({ url: upload.url }),
      onError: (e) => resolve({ url: upload.url, error: e.message }),
    });
    upload.start();
  });
}

describe('a signed resumable upload', () => {
  it("stores a guest's file where the site signed it, sent as Storage's own account", async () => {
    const { path } = await place(ANA, 1000, 'photo', 'image/jpeg');
    const { token } = await signed(ANA, path);
    const bytes = randomBytes(1000);

    expect(await send(bytes, path, token!, 'image/jpeg')).toEqual({ url: expect.stringMatching(new RegExp(`^${standIn.url}/storage/v1/upload/resumable/sign/[\\w-]+$`)) });

    expect(standIn.fileBytes(path)).toEqual(bytes);
    const [row] = (await standIn.table('guest_uploads')) as { state: string }[];
    expect(row?.state).toBe('sending');
    expect(standIn.requestsTo('tus-patch').every((r) => r.headers.apikey === undefined)).toBe(true);
  });

  it('continues a 30 MB file cut off half way from where it stopped: at most 60 % of it is sent again', async () => {
    const size = 30 * MB;
    const { path } = await place(ANA, size);
    const { token } = await signed(ANA, path);
    const bytes = randomBytes(size);
    standIn.cutUploadAt(path, size / 2);

    expect((await send(bytes, path, token!)).error).toBeUndefined();

    expect(standIn.fileBytes(path)?.equals(bytes)).toBe(true);
    const afterTheBreak = standIn.uploadedBytes(path) - size / 2;
    expect(afterTheBreak).toBeLessThanOrEqual(0.6 * size);
    expect(standIn.requestsTo('tus-offset')).toHaveLength(1);
  });

  it('tells where an upload stands (HEAD), and refuses bytes sent from another offset', async () => {
    const { path } = await place(ANA, 10);
    const { token } = await signed(ANA, path);
    const created = await fetch(`${standIn.url}/storage/v1/upload/resumable/sign`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'x-signature': token!, 'upload-metadata': `bucketName ${btoa(standIn.bucket)},objectName ${btoa(path)}` },
    });
    const location = created.headers.get('location')!;
    const patch = (offset: number, body: string) =>
      fetch(location, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'x-signature': token! }, body });

    expect([(await patch(0, 'abcd')).status, (await patch(2, 'zz')).status]).toEqual([204, 409]);
    const head = await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', 'x-signature': token! } });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, '4', '10']);
    expect((await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(400);
  });

  it('refuses a token for another path, and a made-up one', async () => {
    const { path } = await place(ANA, 1000, 'photo', 'image/jpeg');
    const other = await place(ANA, 1000, 'photo', 'image/jpeg');
    const { token } = await signed(ANA, path);

    expect((await send(randomBytes(1000), other.path, token!, 'image/jpeg')).error).toMatch(/400.*do not match the signature/s);
    expect((await send(randomBytes(1000), path, 'made-up', 'image/jpeg')).error).toMatch(/400.*invalid signature/s);
    expect(standIn.filePaths()).toEqual([]);
  });
});

describe('what the policies refuse', () => {
  it("signs no upload into another guest's folder, for a made-up guest, or without a guest's id", async () => {
    const { path } = await place(ANA, 1000, 'photo', 'image/jpeg');

    expect(await signed(BRUNO, path)).toEqual({ error: 'new row violates row-level security policy' });
    expect(await signed(randomUUID(), path)).toEqual({ error: 'new row violates row-level security policy' });
    expect((await asGuest(null).storage.from(standIn.bucket).createSignedUploadUrl(path)).error?.message).toMatch(/row-level security/);
    expect(await signed(ANA, `${path.slice(0, path.lastIndexOf('/'))}/${randomUUID()}.jpg`)).toEqual({ error: 'new row violates row-level security policy' });
  });

  it("refuses an upload with the public key alone, resumable or not, into a guest's folder", async () => {
    const { path } = await place(ANA, 1000, 'photo', 'image/jpeg');
    const created = await fetch(`${standIn.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { apikey: standIn.anonKey, 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': `bucketName ${btoa(standIn.bucket)},objectName ${btoa(path)}` },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await asGuest(null).storage.from(standIn.bucket).upload(path, randomBytes(1000), { contentType: 'image/jpeg' })).error?.message).toMatch(/row-level security/);
    expect(standIn.filePaths()).toEqual([]);
  });

  it('lets the guest resume without a signature only through the policies: their own place, as themselves', async () => {
    const { path } = await place(ANA, 8, 'photo', 'image/jpeg');
    const created = await fetch(`${standIn.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { apikey: standIn.anonKey, 'x-guest-id': ANA, 'tus-resumable': '1.0.0', 'upload-length': '8', 'upload-metadata': `bucketName ${btoa(standIn.bucket)},objectName ${btoa(path)}` },
    });
    expect(created.status).toBe(201);
    const patched = await fetch(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { apikey: standIn.anonKey, 'x-guest-id': ANA, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: 'eightbyt',
    });
    expect([patched.status, patched.headers.get('tus-complete')]).toEqual([204, '1']);
    expect(standIn.fileBytes(path)?.toString()).toBe('eightbyt');
  });
});
