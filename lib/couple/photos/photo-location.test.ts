import sharp from 'sharp';
import { phonePhoto, XMP_WITH_GPS } from '@/tests/support/phone-photos';
import { carriesLocation, locationIn } from './photo-location';
import { bytesReader } from './photo-metadata';

/** Whether a photo still says where it was taken: EXIF's GPS block, or XMP's GPS fields. */

// Photos with a camera's grain take a few seconds to make on a busy machine.
jest.setTimeout(30_000);

const plain = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#88aa66' } });

it('finds the GPS position in a JPEG, a PNG and a WebP', async () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    expect([format, await carriesLocation(await phonePhoto({ width: 600, height: 400, format }))]).toEqual([format, true]);
  }
});

it('does not take a camera’s EXIF without a position for one', async () => {
  expect(await carriesLocation(await phonePhoto({ width: 600, height: 400, gps: false }))).toBe(false);
  expect(await carriesLocation(await plain().jpeg().withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSVersionID: '2 3 0 0' } }).toBuffer())).toBe(false);
  expect(await carriesLocation(await plain().jpeg().toBuffer())).toBe(false);
});

it('finds a position written in XMP, as photo editors keep it', async () => {
  expect(await carriesLocation(await plain().jpeg().withXmp(XMP_WITH_GPS).toBuffer())).toBe(true);
  expect(await carriesLocation(await plain().png().withXmp(XMP_WITH_GPS).toBuffer())).toBe(true);
  expect(await carriesLocation(await plain().jpeg().withXmp(XMP_WITH_GPS.replace(/ exif:GPS\w+="[^"]*"/g, '')).toBuffer())).toBe(false);
});

it("tells from a JPEG's first 64 KB alone, and from a WebP's metadata read after its image", async () => {
  const jpeg = await phonePhoto({ width: 2400, height: 1600, grain: true });
  expect(jpeg.length).toBeGreaterThan(200_000);
  const reads: { end: number; length: number }[] = [];
  const counted = (bytes: Buffer) => async (offset: number, length: number) => {
    reads.push({ end: offset + length, length });
    return bytes.subarray(offset, offset + length);
  };
  await expect(locationIn(counted(jpeg))).resolves.toBe('located');
  expect(Math.max(...reads.map((r) => r.end))).toBeLessThan(65_536);
  await expect(carriesLocation(jpeg.subarray(0, 65_536))).resolves.toBe(true);

  const webp = await phonePhoto({ width: 1200, height: 800, format: 'webp', grain: true });
  reads.length = 0;
  await expect(locationIn(counted(webp))).resolves.toBe('located');
  expect(Math.max(...reads.map((r) => r.end))).toBeGreaterThan(webp.length - 1000);
  expect(reads.reduce((sum, r) => sum + r.length, 0)).toBeLessThan(1000);
});

it('answers no for what is not a photo', async () => {
  await expect(carriesLocation(Buffer.from('not a photo'))).resolves.toBe(false);
  await expect(locationIn(bytesReader(Buffer.from('GIF89a')))).resolves.toBe('other');
});
