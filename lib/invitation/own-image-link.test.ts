import { createClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { settle } from '@/tests/support/stand-in';

// On the free plan the optimiser resizes the bucket's photos: whoever signs a gallery link with the public key, the
// optimiser is sent this site's own link for that photo, so a fresh token is never a fresh resize.

let standIn: StandIn;
let ownImageLink: typeof import('./own-image-link').ownImageLink;

jest.setTimeout(30_000);

beforeAll(async () => {
  standIn = await startStandIn({ imageTransforms: false });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: 'off', CONTENT_DIR: '' });
  ({ ownImageLink } = await import('./own-image-link'));
});
afterAll(async () => {
  await settle(standIn);
  await standIn.close();
});

const signedByAnyone = async (path: string, transform?: { width: number; height: number }, seconds = 3600) => {
  const client = createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } });
  const { data } = await client.storage.from(standIn.bucket).createSignedUrl(path, seconds, transform ? { transform } : undefined);
  return data!.signedUrl;
};

it("answers twenty freshly signed links for one gallery photo with the site's one link, and that link with nothing to change", async () => {
  const fresh = await Promise.all(Array.from({ length: 20 }, (_, i) => signedByAnyone('gallery/sunset-sail.jpg', undefined, 600 + i)));
  expect(new Set(fresh).size).toBe(20);
  const own = [];
  for (const link of fresh) own.push(await ownImageLink(link));
  expect(new Set(own).size).toBe(1);
  expect(own[0]).toMatch(/\/object\/sign\/wedding-photos\/gallery\/sunset-sail\.jpg\?token=/);
  expect(await ownImageLink(own[0] as string)).toBeNull();
});

it("leaves alone what names no shared photo, and refuses a rendition the site never asks for", async () => {
  expect(await ownImageLink(`${standIn.url}/storage/v1/object/sign/wedding-photos/guest-photos/x/1.jpg?token=a.b.c`)).toBeNull();
  standIn.setImageTransforms(true);
  expect(await ownImageLink(await signedByAnyone('gallery/sunset-sail.jpg', { width: 37, height: 41 }))).toBe('unknown');
});
