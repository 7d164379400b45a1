import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { onStandInProject } from '@/tests/support/guest-commands';
import { phonePhoto } from '@/tests/support/phone-photos';
import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';
import { CONFIRM_REFUSED } from '@/lib/couple/confirm';
import type { Env } from '@/lib/couple/project';
import { carriesLocation } from '@/lib/couple/photos/photo-location';
import { photoObjectName, runPhotos } from './photos';

/** `npm run guests -- photos`: one guest's own photos, prepared, into their folder, without a seed. */

// The stand-in starts a database for each test, and camera-sized photos take seconds to make: slow on a busy machine.
jest.setTimeout(60_000);

type Io = { out: (l: string) => void; err: (l: string) => void };
const photos = (env: Env, cwd: string, io: Io, who: string, files: string[], o: { local?: boolean; dryRun?: boolean; yes?: boolean } = {}) =>
  runPhotos({ local: o.local ?? false, who, files, dryRun: o.dryRun ?? false, yes: o.yes ?? false }, env, cwd, io);

const shape = async (bytes: Buffer) => {
  const m = await sharp(bytes).metadata();
  return { format: m.format, width: m.width, height: m.height, orientation: m.orientation };
};

it('makes each file a safe object name, keeping its own name and extension', () => {
  expect(photoObjectName('/home/ana/Fotos/IMG 0001 (été).JPG')).toBe('IMG-0001-ete.JPG');
  expect(photoObjectName('../../.hidden.png')).toBe('hidden.png');
  expect(photoObjectName('日本.webp')).toBe('photo.webp');
});

describe('on a Supabase project', () => {
  const { standIn, out, err, io, env, dir } = onStandInProject('guest-photos-supabase-');
  const put = async (name: string, bytes: Buffer | string) => {
    await writeFile(path.join(dir(), name), bytes);
    return name;
  };

  it('prepares each photo and uploads it into the guest’s folder: upright, 1600 px wide, without GPS', async () => {
    const files = [await put('IMG 0001 (été).JPG', await phonePhoto({ width: 4000, height: 3000, orientation: 6 })), await put('wave.gif', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer())];

    await expect(photos(env(), dir(), io, 'tom nguyen', files)).resolves.toBe(0);

    const stored = standIn().fileBytes('guest-photos/tom-nguyen-7f3k/IMG-0001-ete.JPG') as Buffer;
    expect(await shape(stored)).toEqual({ format: 'jpeg', width: 1600, height: 2133, orientation: undefined });
    expect(await carriesLocation(stored)).toBe(false);
    expect(standIn().fileBytes('guest-photos/tom-nguyen-7f3k/wave.gif')).toEqual(await readFile(path.join(dir(), 'wave.gif')));
    expect(out[0]).toBe('Uploaded 2 photos for Tom Nguyen into guest-photos/tom-nguyen-7f3k/ in the bucket wedding-photos:');
    expect(out[1]).toBe('  IMG-0001-ete.JPG  (from IMG 0001 (été).JPG: prepared: 3000×4000 → 1600×2133, no location or camera details)');

    // A guest without a photo_dir: their folder is their id.
    await expect(photos(env(), dir(), io, MAGGIE, [await put('hug.png', await phonePhoto({ width: 900, height: 600, format: 'png' }))])).resolves.toBe(0);
    expect(await shape(standIn().fileBytes(`guest-photos/${MAGGIE}/hug.png`) as Buffer)).toMatchObject({ format: 'png', width: 900 });
  });

  it('refuses a bad file, naming each, and uploads nothing', async () => {
    const files = [await put('good.jpg', await phonePhoto({ width: 800, height: 600 })), await put('notes.jpg', 'name,language\n'), await put('clip.mov', 'a film'), 'missing.png'];
    standIn().clearRequests();

    await expect(photos(env(), dir(), io, TOM, files)).resolves.toBe(1);

    expect(err).toEqual([
      'Nothing was uploaded. Fix these problems and run it again:',
      '  notes.jpg: This file is not a photo, though its name ends in .jpg: send the photo itself (a JPEG, PNG or WebP).',
      "  clip.mov: a guest's photo must be a .jpg, .jpeg, .png, .webp or .gif file",
      '  missing.png: cannot be read (no such file)',
    ]);
    expect(standIn().requestsTo('upload')).toEqual([]);
  });

  it('replaces a photo of the same name only when told to, and a dry run writes nothing', async () => {
    await standIn().setFile('guest-photos/tom-nguyen-7f3k/fishing.png', 'the old photo');
    const file = await put('fishing.png', await phonePhoto({ width: 2000, height: 1500, format: 'png' }));

    await expect(photos(env(), dir(), io, TOM, [file], { dryRun: true })).resolves.toBe(0);
    expect(out).toEqual([
      'Dry run, nothing uploaded. This would put into guest-photos/tom-nguyen-7f3k/ in the bucket wedding-photos, for Tom Nguyen:',
      '  fishing.png  (from fishing.png: prepared: 2000×1500 → 1600×1200, no location or camera details), replacing the one there',
    ]);
    await expect(photos(env(), dir(), io, TOM, [file])).resolves.toBe(1);
    expect(err).toEqual([`${CONFIRM_REFUSED} (There is no terminal to ask at.)`]);
    expect(standIn().fileBytes('guest-photos/tom-nguyen-7f3k/fishing.png')?.toString()).toBe('the old photo');

    await expect(photos(env(), dir(), io, TOM, [file], { yes: true })).resolves.toBe(0);
    expect(await shape(standIn().fileBytes('guest-photos/tom-nguyen-7f3k/fishing.png') as Buffer)).toMatchObject({ format: 'png', width: 1600 });
  });

  it('refuses a name two guests share, with the ids to choose from', async () => {
    await standIn().setTable('guests', [
      { id: 'b2f1c0de-0001-4a00-8000-000000000001', name: 'Ana Silva', personal_message: 'Da escola', photo_dir: null },
      { id: 'b2f1c0de-0002-4a00-8000-000000000002', name: 'Ana Silva', personal_message: 'Prima do Tiago', photo_dir: null },
    ]);
    const file = await put('a.jpg', await phonePhoto({ width: 400, height: 300 }));

    await expect(photos(env(), dir(), io, 'Ana Silva', [file])).rejects.toThrow(/^2 guests are called "Ana Silva": give the id of the one you mean:\n {2}b2f1c0de-0001-\S+ {2}Ana Silva \(“Da escola”\)/);
    expect(standIn().requestsTo('upload')).toEqual([]);
  });
});

describe('on local content', () => {
  const { dir, content, out, err, io } = toolFolder({ prefix: 'guest-photos-local-', wedding: 'demo', englishGuests: true });
  const env = () => ({ CONTENT_DIR: content() });
  const folder = () => path.join(content(), 'media', 'guest-photos', 'tom-nguyen-7f3k');

  it("writes prepared photos into media/guest-photos/<folder>/ of the content folder", async () => {
    await writeFile(path.join(dir(), 'beach.webp'), await phonePhoto({ width: 3200, height: 1800, format: 'webp' }));

    await expect(photos(env(), dir(), io, 'Tom Nguyen', ['beach.webp'], { local: true })).resolves.toBe(0);

    const stored = await readFile(path.join(folder(), 'beach.webp'));
    expect(await shape(stored)).toEqual({ format: 'webp', width: 1600, height: 900, orientation: undefined });
    expect(await carriesLocation(stored)).toBe(false);
    expect(await readdir(folder())).toEqual(['beach.webp']);
    expect(out[0]).toBe('Uploaded 1 photo for Tom Nguyen into content/media/guest-photos/tom-nguyen-7f3k/:');
  });

  it('never writes through a link to a folder elsewhere', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'elsewhere-'));
    try {
      await mkdir(path.dirname(folder()), { recursive: true });
      await symlink(elsewhere, folder());
      await writeFile(path.join(dir(), 'beach.jpg'), await phonePhoto({ width: 800, height: 600 }));

      await expect(photos(env(), dir(), io, 'Tom Nguyen', ['beach.jpg'], { local: true })).rejects.toThrow(
        'content/media/guest-photos/tom-nguyen-7f3k is a link to elsewhere: photos are written only into real folders inside content/media/.',
      );
      expect(await readdir(elsewhere)).toEqual([]);
      expect(err).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
