import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { addGalleryPhoto, addGuestPhoto, addStoryEntry, entryValues, moveGalleryPhoto, removalOf, removeEntry, saveEntry, thumbnail, uploadTicket } from './desk-photos';
import { folderPlace, type DeskPlace } from './desk-place';

// Story, gallery and a guest's own folder on a content folder (Inês & Kenji's Porto wedding, copied).

let dir = '';
let content = '';
let place: DeskPlace;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-photos-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  place = folderPlace(content, dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const gallery = async () => JSON.parse(await readFile(path.join(content, 'gallery.json'), 'utf8')) as { storage_path: string; alt_text: string; order_index: number; translations?: unknown }[];

async function phonePhoto(name = 'IMG_4521.JPG') {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 140, b: 60 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

it('adds a phone photo to the end of the gallery, upright, at most what the site shows, without its details', async () => {
  const done = await addGalleryPhoto(place, await phonePhoto(), { alt_text: 'Our first dance', translations: { pt: { alt_text: 'A nossa primeira dança' } } });
  expect(done).toEqual({ ok: true, message: 'Added “Our first dance” to the gallery.' });
  const last = (await gallery())[3]!;
  expect(last).toMatchObject({ alt_text: 'Our first dance', order_index: 4, translations: { pt: { alt_text: 'A nossa primeira dança' } }, storage_path: expect.stringMatching(/^gallery\/img-4521-[0-9a-f]{6}\.jpg$/) });
  const meta = await sharp(path.join(content, 'media', last.storage_path)).metadata();
  expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1600, 2400, undefined, undefined]);
  const small = await sharp((await thumbnail(place, last.storage_path))!).metadata();
  expect(small.height).toBeGreaterThan(small.width!);
});

it("takes no upload by ticket on a content folder: the form carries the photo there", async () => {
  expect(await uploadTicket(place, 'image/jpeg')).toBeNull();
  expect(await addGalleryPhoto(place, { uploaded: 'incoming/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01.jpg', name: 'IMG_1.JPG' }, { alt_text: '' })).toMatchObject({ ok: false, message: 'The upload came back in pieces: choose the photo again.' });
  expect(await gallery()).toHaveLength(3);
});

it('refuses what is not a photo, or too big, in words, and stores nothing', async () => {
  const csv = await addGalleryPhoto(place, new File(['name,language\n'], 'guests.csv', { type: 'text/csv' }), { alt_text: '' });
  expect(csv).toMatchObject({ ok: false, message: expect.stringMatching(/not a photo/) });
  const huge = await addGalleryPhoto(place, new File([new Uint8Array(27_000_000)], 'panorama.jpg', { type: 'image/jpeg' }), { alt_text: '' });
  expect(huge).toMatchObject({ ok: false, message: expect.stringMatching(/27\.0 MB; a photo may be up to 25 MB/) });
  expect(await gallery()).toHaveLength(3);
  expect(await readdir(path.join(content, 'media', 'gallery'))).toHaveLength(3);
});

it('moves a photo up, changes its caption, then removes it and its file after a backup', async () => {
  await addGalleryPhoto(place, await phonePhoto(), { alt_text: 'Our first dance' });
  const dance = (await gallery())[3]!.storage_path;
  expect(await moveGalleryPhoto(place, dance, -1)).toMatchObject({ ok: true, message: 'Moved “Our first dance” to place 3.' });
  expect((await gallery()).map((r) => r.storage_path).indexOf(dance)).toBe(2);
  expect((await gallery()).map((r) => r.order_index)).toEqual([1, 2, 3, 4]);
  await saveEntry(place, 'gallery', dance, { alt_text: 'The first dance', translations: null });
  expect((await gallery())[2]!.alt_text).toBe('The first dance');
  expect(await removalOf(place, 'gallery', dance)).toMatchObject({ fileGoes: true });
  const removed = await removeEntry(place, 'gallery', dance);
  expect(removed.message).toMatch(/^Removed “The first dance” and its photo\. A backup was made first: .*backups/);
  expect((await gallery()).some((r) => r.storage_path === dance)).toBe(false);
  await expect(stat(path.join(content, 'media', dance))).rejects.toThrow();
  expect(await readdir(path.join(dir, 'backups'))).toHaveLength(1);
});

it('keeps a file something else shows: the greeting photo leaves the gallery, its file stays', async () => {
  const hero = 'gallery/hero-couple-ines-kenji.jpg';
  expect(await removalOf(place, 'gallery', hero)).toMatchObject({ fileGoes: false });
  expect((await removeEntry(place, 'gallery', hero)).message).toMatch(/^Removed “Inês and Kenji by the Douro”\. A backup/);
  expect((await gallery()).map((r) => r.storage_path)).not.toContain(hero);
  expect((await stat(path.join(content, 'media', hero))).size).toBeGreaterThan(0);
});

it('adds a love-story entry with its photo and words in Portuguese; one year and title is one entry', async () => {
  const done = await addStoryEntry(place, { year: 2024, title: 'Lisbon, in the rain', description: 'A weekend meant to be sunny.', details: null, translations: { pt: { title: 'Lisboa, à chuva' } } }, await phonePhoto());
  expect(done.ok).toBe(true);
  const story = JSON.parse(await readFile(path.join(content, 'love-story.json'), 'utf8')) as Record<string, unknown>[];
  const entry = story.find((e) => e.title === 'Lisbon, in the rain')!;
  expect(entry).toMatchObject({ year: 2024, photo_path: expect.stringMatching(/^story\/2024-img-4521-[0-9a-f]{6}\.jpg$/) });
  expect(entryValues(entry)).toMatchObject({ year: '2024', title: 'Lisbon, in the rain', 'translations.pt.title': 'Lisboa, à chuva' });
  const again = { year: 2024, title: 'Lisbon, in the rain', description: '', details: null };
  expect(await addStoryEntry(place, again, null)).toMatchObject({ ok: false, field: 'title', message: 'The story already has an entry of that year with this title.' });
  expect(await saveEntry(place, 'story', JSON.stringify([2024, 'Lisbon, in the rain']), again)).toMatchObject({ ok: true });
});

it("puts a guest's own photo in their folder, and never shows a guest's folder as a list's picture", async () => {
  expect(await addGuestPhoto(place, { id: 'x', photo_dir: 'tia-rosa' }, await phonePhoto('bolo.jpg'), 'bolo.jpg')).toMatchObject({ ok: true, message: 'Added bolo.jpg to their photos.' });
  const files = await readdir(path.join(content, 'media', 'guest-photos', 'tia-rosa'));
  expect(files.filter((f) => f.startsWith('bolo-'))).toHaveLength(1);
  expect(await thumbnail(place, 'guest-photos/tia-rosa/porto-1.jpg')).toBeNull();
  expect(await thumbnail(place, 'gallery/../guest-photos/tia-rosa/porto-1.jpg')).toBeNull();
});
