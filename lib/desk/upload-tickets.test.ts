import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { addGalleryPhoto, uploadTicket } from './desk-photos';
import { projectPlace } from './desk-place';

// A phone's photo goes to incoming/ under a ticket binding its name, type and size; nothing unclaimed is listed or served.

jest.setTimeout(60_000);

let standIn: StandIn;
let member: SupabaseClient;
const anon = () => createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } });

beforeAll(async () => {
  standIn = await startStandIn({ rls: true });
  const service = createClient(standIn.url, standIn.serviceKey, { auth: { persistSession: false } });
  const { data } = await service.auth.admin.createUser({ email: 'planner@example.com', password: 'a long password', email_confirm: true });
  await service.from('members').insert({ user_id: data.user!.id, role: 'helper', email: 'planner@example.com' });
  member = anon();
  await member.auth.signInWithPassword({ email: 'planner@example.com', password: 'a long password' });
});
afterAll(() => standIn?.close());

const phonePhoto = () => sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#5a8c3c' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
const upload = (url: string, body: Buffer, type: string) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
const incoming = () => standIn.filePaths().filter((p) => p.startsWith('incoming/'));

it('claims a photo the phone uploaded under its ticket, prepares it, and leaves nothing in incoming/', async () => {
  const place = projectPlace(member);
  const ticket = await uploadTicket(place, 'image/jpeg');
  expect(ticket?.path).toMatch(/^incoming\/[0-9a-f-]{36}\.jpg$/);
  expect((await upload(ticket!.url, await phonePhoto(), 'image/jpeg')).status).toBe(200);
  expect(await addGalleryPhoto(place, { uploaded: ticket!.path, name: 'IMG_4521.JPG' }, { alt_text: 'From the phone' })).toMatchObject({ ok: true });
  const stored = standIn.filePaths().find((p) => /^gallery\/img-4521-[0-9a-f]{6}\.jpg$/.test(p));
  const meta = await sharp(standIn.fileBytes(stored!)!).metadata();
  expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1600, 2400, undefined, undefined]);
  expect(incoming()).toEqual([]);
  expect(await addGalleryPhoto(place, { uploaded: ticket!.path, name: 'IMG_4521.JPG' }, { alt_text: 'Again' })).toMatchObject({ ok: false });
});

it('refuses a body over its size, or that is no photo, and deletes it; nothing is ever listed to anyone else', async () => {
  const place = projectPlace(member);
  const big = await uploadTicket(place, 'image/jpeg');
  await upload(big!.url, Buffer.alloc(60_000_000, 1), 'image/jpeg');
  expect(await anon().storage.from(standIn.bucket).list('incoming')).toMatchObject({ data: [] });
  expect(await addGalleryPhoto(place, { uploaded: big!.path, name: 'big.jpg' }, { alt_text: '' })).toMatchObject({ ok: false, message: expect.stringMatching(/60 MB/) });
  const page = await uploadTicket(place, 'image/jpeg');
  await upload(page!.url, Buffer.from('<html><script>alert(1)</script></html>'), 'text/html');
  expect(await addGalleryPhoto(place, { uploaded: page!.path, name: 'x.jpg' }, { alt_text: '' })).toMatchObject({ ok: false });
  expect(incoming()).toEqual([]);
  expect(standIn.filePaths().filter((p) => p.startsWith('gallery/') && /big|x-/.test(p))).toEqual([]);
});

it('takes no upload to incoming/ without a ticket, and sweeps what no action claimed within the hour', async () => {
  const unticketed = await member.storage.from(standIn.bucket).upload('incoming/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b09.jpg', await phonePhoto(), { contentType: 'image/jpeg' });
  expect(unticketed.error).toMatchObject({ message: expect.stringContaining('row-level security') });
  const place = projectPlace(member);
  const left = await uploadTicket(place, 'image/webp');
  await upload(left!.url, await sharp(await phonePhoto()).webp().toBuffer(), 'image/webp');
  await standIn.sql(`update public.upload_tickets set created_at = now() - interval '2 hours' where path = '${left!.path}'`);
  await standIn.sql(`update storage.objects set created_at = now() - interval '2 hours' where name = '${left!.path}'`);
  expect((await anon().storage.from(standIn.bucket).list('incoming')).data).toEqual([]);
  expect(incoming()).toContain(left!.path);
  await uploadTicket(place, 'image/jpeg');
  expect(incoming()).not.toContain(left!.path);
  expect(await addGalleryPhoto(place, { uploaded: left!.path, name: 'late.webp' }, { alt_text: '' })).toMatchObject({ ok: false, message: 'The photo did not arrive: choose it again.' });
});
