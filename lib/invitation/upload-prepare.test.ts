import sharp from 'sharp';
import { carriesLocation } from '@/lib/couple/photos/photo-location';
import { phonePhoto, pixelAt } from '@/tests/support/phone-photos';
import { checkedVideo, preparedPhoto } from './upload-prepare';

jest.setTimeout(30_000);

const prepared = async (bytes: Buffer, extension = 'jpg') => {
  const result = await preparedPhoto(bytes, extension);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe("a guest's photo, prepared on the server", () => {
  it('is upright, at most 2560 px, without its GPS or camera, whatever the phone sent', async () => {
    const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });

    const result = await prepared(photo);

    const bytes = Buffer.from(result.bytes!);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual(['jpeg', 1920, 2560, undefined, undefined]);
    expect([result.width, result.height]).toEqual([1920, 2560]);
    expect((await pixelAt(bytes, 960, 100)).r).toBeGreaterThan(150);
    expect(await carriesLocation(bytes)).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('PhoneCo');
  });

  it('is kept byte for byte when the phone already prepared it', async () => {
    const drawn = await sharp({ create: { width: 2560, height: 1920, channels: 3, background: '#a0c4e0' } }).jpeg({ quality: 85 }).toBuffer();

    expect(await preparedPhoto(drawn, 'jpg')).toEqual({ ok: true, bytes: null, width: 2560, height: 1920, seconds: null });
  });

  it('keeps a PNG a PNG, without its text', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'Rua das Flores' } } })
      .toBuffer();

    const result = await prepared(png, 'png');

    const meta = await sharp(Buffer.from(result.bytes!)).metadata();
    expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(['png', true, undefined]);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'type'],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'), 'unreadable'],
    ['a GIF', null, 'type'],
    ['a photo cut short', 'cut', 'unreadable'],
  ] as const)('refuses %s', async (_, given, reason) => {
    const bytes =
      given === null
        ? await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer()
        : given === 'cut'
          ? (await phonePhoto({ width: 1200, height: 900, grain: true })).subarray(0, 40_000)
          : given;
    expect(await preparedPhoto(bytes, 'jpg')).toEqual({ ok: false, reason });
  });

  it('refuses a decompression bomb: a small file that opens to more than 64 million pixels', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);

    expect(await preparedPhoto(bomb, 'png')).toEqual({ ok: false, reason: 'unreadable' });
  });
});

const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
};
const u32 = (...n: number[]) => Buffer.concat(n.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
const ftyp = (major: string, ...compatible: string[]) => box('ftyp', Buffer.from(major, 'latin1'), u32(0), Buffer.from(compatible.join(''), 'latin1'));
const moov = (seconds: number) => box('moov', box('mvhd', u32(0, 0, 0, 600, Math.round(seconds * 600)), Buffer.alloc(80)));

/** A reader over the bytes that counts what it was asked for. */
function reader(bytes: Buffer) {
  const asked: number[] = [];
  return { asked, read: async (start: number, end: number) => (asked.push(end - start + 1), new Uint8Array(bytes.subarray(start, end + 1))) };
}

describe("a guest's video, checked on the server", () => {
  it('is an MP4 of 45 s, its length read past 20 MB of picture from a few small reads', async () => {
    const file = Buffer.concat([ftyp('isom', 'isom', 'mp42'), box('mdat', Buffer.alloc(20_000_000)), moov(45)]);
    const { read, asked } = reader(file);

    expect(await checkedVideo(read, file.length)).toEqual({ ok: true, bytes: null, width: null, height: null, seconds: 45 });
    expect(asked.reduce((a, b) => a + b, 0)).toBeLessThan(100_000);
  });

  it('is a QuickTime film as an iPhone makes it', async () => {
    const file = Buffer.concat([ftyp('qt  ', 'qt  '), box('wide'), moov(12.5), box('mdat', Buffer.alloc(1000))]);
    expect(await checkedVideo(reader(file).read, file.length)).toMatchObject({ ok: true, seconds: 12.5 });
  });

  it.each([
    ['longer than a minute', Buffer.concat([ftyp('mp42', 'isom'), moov(61)]), 'length'],
    ['a HEIC still named .mov', Buffer.concat([ftyp('heic', 'mif1', 'heic'), moov(3)]), 'type'],
    ['an HTML page named .mp4', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'type'],
    ['a video without its moov', Buffer.concat([ftyp('isom', 'isom'), box('mdat', Buffer.alloc(100))]), 'unreadable'],
  ] as const)('refuses %s', async (_, file, reason) => {
    expect(await checkedVideo(reader(file).read, file.length)).toEqual({ ok: false, reason });
  });
});
