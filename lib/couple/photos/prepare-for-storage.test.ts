import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { phonePhoto, pixelAt } from '@/tests/support/phone-photos';
import { carriesLocation } from './photo-location';
import { prepareForStorage } from './prepare-for-storage';

/** Photos that keep their path (seeding, restore, a guest's photos): prepared in place, and left alone once they are. */

// Camera-sized photos take a few seconds to make and prepare on a busy machine.
jest.setTimeout(30_000);

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function prepared(bytes: Buffer, path: string) {
  const result = await prepareForStorage(bytes, path);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

it('makes a 4000×3000 phone photo on its side upright, 1600 px wide, still a JPEG, and no longer saying where it was taken', async () => {
  const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
  expect(await carriesLocation(photo)).toBe(true);

  const result = await prepared(photo, 'guest-photos/rosa/IMG_0001.jpg');

  const meta = await sharp(result.bytes).metadata();
  expect(result.changed).toBe(true);
  expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 1600, 2133, undefined]);
  expect((await pixelAt(result.bytes, 800, 100)).r).toBeGreaterThan(150);
  expect((await pixelAt(result.bytes, 800, 2000)).b).toBeGreaterThan(150);
  expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  expect(result.bytes.toString('latin1')).not.toContain('PhoneCo');
  expect(await carriesLocation(result.bytes)).toBe(false);
});

it('gives the same bytes for the same photo, and keeps a prepared photo byte for byte the second time', async () => {
  const photo = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
  const first = await prepared(photo, 'gallery/beach.jpg');
  expect(md5((await prepared(photo, 'gallery/beach.jpg')).bytes)).toBe(md5(first.bytes));

  const second = await prepared(first.bytes, 'gallery/beach.jpg');

  expect(second).toEqual({ ok: true, bytes: first.bytes, changed: false });
});

it('keeps a PNG a PNG and a WebP a WebP, fitted and without their EXIF, and then as they are', async () => {
  for (const format of ['png', 'webp'] as const) {
    const result = await prepared(await phonePhoto({ width: 2000, height: 1000, format }), `story/first-trip.${format}`);
    const meta = await sharp(result.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([format, 1600, 800, undefined]);
    expect(await carriesLocation(result.bytes)).toBe(false);
    expect(await prepareForStorage(result.bytes, `story/first-trip.${format}`)).toEqual({ ok: true, bytes: result.bytes, changed: false });
  }
});

it('leaves a small upright photo without metadata as it is, an ICC profile included', async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0c4e0' } }).jpeg().withIccProfile('p3').toBuffer();

  const result = await prepared(photo, 'gallery/sky.jpg');

  expect(result).toEqual({ ok: true, bytes: photo, changed: false });
  expect((await sharp(result.bytes).metadata()).icc).toBeDefined();
});

it('makes a photo the format its name says: a PNG named .jpg becomes a JPEG', async () => {
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();

  const result = await prepared(png, 'gallery/drawing.jpg');

  expect(result.changed).toBe(true);
  expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
  expect(await pixelAt(result.bytes, 10, 10)).toEqual({ r: 255, g: 255, b: 255 });
});

it('passes a video, a GIF and a drawing through untouched, saying why', async () => {
  const video = Buffer.from('\0\0\0\x18ftypmp42 not really a film', 'latin1');
  const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } }).gif().toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');

  await expect(prepareForStorage(video, 'story/first-dance.mp4')).resolves.toEqual({ ok: true, bytes: video, changed: false, untouched: 'a video' });
  await expect(prepareForStorage(gif, 'guest-photos/rosa/wave.gif')).resolves.toMatchObject({ ok: true, bytes: gif, changed: false, untouched: expect.stringMatching(/GIF/) });
  await expect(prepareForStorage(svg, 'gallery/leaf.svg')).resolves.toMatchObject({ ok: true, bytes: svg, changed: false });
});

it('refuses a text file named .jpg, and a damaged photo, in words', async () => {
  await expect(prepareForStorage(Buffer.from('name,language\nRosa,pt\n'), 'gallery/guests.jpg')).resolves.toEqual({
    ok: false,
    reason: 'This file is not a photo, though its name ends in .jpg: send the photo itself (a JPEG, PNG or WebP).',
  });
  const photo = await phonePhoto({ width: 1200, height: 900, gps: false, grain: true });
  const clean = (await prepared(photo, 'a.jpg')).bytes;
  for (const cut of [photo.subarray(0, photo.length / 2), clean.subarray(0, clean.length / 2)]) {
    await expect(prepareForStorage(cut, 'gallery/cut.jpg')).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/could not be read to the end \(is it damaged\?\)/) });
  }
  await expect(prepareForStorage(Buffer.alloc(0), 'gallery/empty.png')).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/empty/) });
});
