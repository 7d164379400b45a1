import sharp from 'sharp';
import { HEIC_REFUSED, MAX_PHOTO_BYTES, preparePhoto, SHOWN_WIDTH } from './photo-prepare';

/** Photos as phones send them: turned on their side with an EXIF note, larger than shown, carrying where they were taken. */

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** Stored sideways (red left, blue right) with orientation 6: upright, red is on top. */
async function sidewaysPhoto(width: number, height: number) {
  const half = (colour: typeof RED) => sharp({ create: { width: width / 2, height, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: await half(RED), left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 8/1 27/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 36/1 57/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
};

it('turns a sideways phone photo upright, fits it to the widest the site shows, keeping its shape', async () => {
  const source = await sidewaysPhoto(4000, 2000);
  expect((await sharp(source).metadata()).orientation).toBe(6);
  const prepared = await preparePhoto(source, 'IMG_0001.JPG');
  if (!prepared.ok) throw new Error(prepared.reason);
  expect(prepared).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg', width: SHOWN_WIDTH, height: SHOWN_WIDTH * 2 });
  const meta = await sharp(prepared.bytes).metadata();
  expect([meta.width, meta.height, meta.orientation]).toEqual([1600, 3200, undefined]);
  expect((await pixel(prepared.bytes, 800, 100)).r).toBeGreaterThan(150);
  expect((await pixel(prepared.bytes, 800, 3100)).b).toBeGreaterThan(150);
  expect(prepared.bytes.length).toBeLessThan(source.length);
});

it('leaves no EXIF behind: the GPS position and the camera are gone', async () => {
  const source = await sidewaysPhoto(800, 400);
  expect((await sharp(source).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
  const prepared = await preparePhoto(source);
  if (!prepared.ok) throw new Error(prepared.reason);
  const meta = await sharp(prepared.bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(prepared.bytes.toString('latin1')).not.toContain('PhoneCo');
  expect([meta.width, meta.height]).toEqual([400, 800]);
});

it('keeps a small PNG its size, as WebP', async () => {
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
  const prepared = await preparePhoto(png, 'drawing.png');
  expect(prepared).toMatchObject({ ok: true, extension: 'webp', width: 300, height: 200 });
});

it('accepts an iPhone HEIC photo when this computer can read it, and otherwise says how to send a JPEG', async () => {
  // An HEIC's first box, as an iPhone writes it; the rest is not a readable picture.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
  const readable = await sharp(heic).metadata().then(() => true, () => false);
  const prepared = await preparePhoto(heic, 'IMG_0002.HEIC');
  if (readable) expect(prepared.ok).toBe(true);
  else expect(prepared).toEqual({ ok: false, reason: HEIC_REFUSED });
  expect(HEIC_REFUSED).toMatch(/JPEG.*Settings → Camera → Formats → Most Compatible/);
});

it('refuses what is not a photo, and a photo over the limit, saying why', async () => {
  expect(await preparePhoto(Buffer.from('name,language\nRosa,pt\n'), 'guests.csv')).toMatchObject({ ok: false, reason: expect.stringMatching(/not a photo/) });
  expect(await preparePhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1), 'huge.jpg')).toMatchObject({ ok: false, reason: expect.stringMatching(/up to 25 MB/) });
});
