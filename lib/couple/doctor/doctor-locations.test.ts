import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { phonePhoto } from '@/tests/support/phone-photos';
import { demoBucket } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';
import { prepareForStorage } from '../photos/prepare-for-storage';
import { READ_BYTES } from '../photos/located-photos';
import { checkLocalContent } from './doctor-local';
import { runDoctor } from './doctor-run';
import type { Finding } from './doctor-types';

/** The doctor names every stored photo that still says where it was taken, reading only the start of each. */

// The stand-in starts a database for each test, and camera-sized photos take seconds to make: slow on a busy machine.
jest.setTimeout(60_000);

let current: StandIn | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const located = (findings: Finding[]) => findings.find((f) => /where (it was|they were) taken \(GPS\)/.test(f.title));

it('names each photo in the bucket that still carries GPS, guests’ own too, reading only its first 64 KB', async () => {
  const beach = await phonePhoto({ width: 2400, height: 1600, grain: true });
  const prepared = await prepareForStorage(await phonePhoto({ width: 1200, height: 900 }), 'story/first-trip.jpg');
  if (!prepared.ok) throw new Error(prepared.reason);
  current = await startStandIn({
    rls: true,
    files: { ...demoBucket(), 'gallery/beach.jpg': beach, 'guest-photos/tom-nguyen-7f3k/hike.jpg': await phonePhoto({ width: 800, height: 600 }), 'story/first-trip.jpg': prepared.bytes },
  });
  const env = { SUPABASE_URL: current.url, SUPABASE_ANON_KEY: current.anonKey, SITE_URL: 'https://our-wedding.example' };

  const findings = await runDoctor(env, current.serviceKey);

  expect(located(findings)).toEqual({
    level: 'warn',
    title: '2 photos in the bucket still say where they were taken (GPS): gallery/beach.jpg, guest-photos/tom-nguyen-7f3k/hike.jpg',
    detail: expect.stringMatching(/^The site shows photos without their metadata, but .* downloads the photo as stored/),
    fix: expect.stringMatching(/^npm run db:seed prepares photos .*; or upload the photo again in the desk .*; a guest’s own: npm run guests -- photos <guest> <files> --yes\.$/),
    // On a phone, Health offers the desk's own way.
    desk: expect.stringMatching(/^Upload the photo again here on the desk \(Story & gallery; a guest’s own on their page\)/),
  });
  const beachReads = current.requests.filter((r) => r.route === 'file' && r.path.endsWith('/gallery/beach.jpg'));
  expect(beachReads.map((r) => r.headers.range)).toEqual([`bytes=0-${READ_BYTES - 1}`]);
  expect(beach.length).toBeGreaterThan(3 * READ_BYTES);

  // With the public key alone: the shared folders, which every guest's page links to.
  const shared = await runDoctor(env, undefined);
  expect(located(shared)?.title).toBe('A photo in the bucket’s gallery/ and story/ still says where it was taken (GPS): gallery/beach.jpg');
});

it('says so when no photo in the bucket carries GPS', async () => {
  current = await startStandIn({ rls: true, files: demoBucket() });
  const findings = await runDoctor({ SUPABASE_URL: current.url, SUPABASE_ANON_KEY: current.anonKey, SITE_URL: 'https://our-wedding.example' }, current.serviceKey);
  expect(located(findings)).toBeUndefined();
  expect(findings).toContainEqual({ level: 'ok', title: 'No photo in the bucket says where it was taken' });
});

describe('local content', () => {
  const { content } = toolFolder({ prefix: 'doctor-locations-', wedding: 'demo', englishGuests: true });

  it('names a photo in media/ that still carries GPS, with the way to replace it', async () => {
    await mkdir(path.join(content(), 'media', 'guest-photos', 'tom-nguyen-7f3k'), { recursive: true });
    await writeFile(path.join(content(), 'media', 'guest-photos', 'tom-nguyen-7f3k', 'IMG_0001.JPG'), await phonePhoto({ width: 800, height: 600, orientation: 6 }));

    const findings = await checkLocalContent(content(), path.dirname(content()));

    expect(located(findings)).toEqual({
      level: 'warn',
      title: 'A photo in content/media/ still says where it was taken (GPS): guest-photos/tom-nguyen-7f3k/IMG_0001.JPG',
      detail: expect.any(String),
      fix: expect.stringMatching(/^Upload the photo again in the desk .*npm run guests -- photos <guest> <files> --yes\.$/),
      desk: expect.stringMatching(/^Upload the photo again here on the desk/),
    });
  });
});
