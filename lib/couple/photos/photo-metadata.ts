import { inflateSync } from 'node:zlib';

// Walks the containers' segments instead of decoding, so a photo's start (or a few ranges of it) is enough.

export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export interface FoundMetadata {
  format: 'jpeg' | 'png' | 'webp';
  exif: Buffer[];
  xmp: string[];
  complete: boolean;
}

export class ReadLimitReached extends Error {}

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const XMP_JPEG = 'http://ns.adobe.com/xap/1.0/\0';
const XMP_EXTENSION = 'http://ns.adobe.com/xmp/extension/\0';
const XMP_PNG = 'XML:com.adobe.xmp';

const inflate = (b: Buffer) => inflateSync(b, { maxOutputLength: 4_000_000 });
const withoutExifHeader = (b: Buffer) => (b.subarray(0, 6).equals(EXIF_HEADER) ? b.subarray(6) : b);

export const bytesReader =
  (bytes: Buffer): ReadAt =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

export async function photoMetadata(read: ReadAt): Promise<FoundMetadata | null> {
  const start = await read(0, 16);
  const format =
    start[0] === 0xff && start[1] === 0xd8
      ? 'jpeg'
      : start.subarray(1, 4).toString('latin1') === 'PNG'
        ? 'png'
        : start.toString('latin1', 0, 4) === 'RIFF' && start.toString('latin1', 8, 12) === 'WEBP'
          ? 'webp'
          : null;
  if (!format) return null;
  const found: FoundMetadata = { format, exif: [], xmp: [], complete: true };
  try {
    await { jpeg: jpegSegments, png: pngChunks, webp: webpChunks }[format](read, found);
  } catch (e) {
    if (!(e instanceof ReadLimitReached)) throw e;
    found.complete = false;
  }
  return found;
}

async function jpegSegments(read: ReadAt, found: FoundMetadata) {
  for (let at = 2; ; ) {
    const head = await read(at, 4);
    if (head.length < 4 || head[0] !== 0xff) return;
    const marker = head[1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    const length = head.readUInt16BE(2);
    if (marker === 0xe1) {
      const body = await read(at + 4, length - 2);
      const text = body.toString('latin1', 0, XMP_EXTENSION.length);
      if (body.subarray(0, 6).equals(EXIF_HEADER)) found.exif.push(body.subarray(6));
      else if (text.startsWith(XMP_JPEG)) found.xmp.push(body.subarray(XMP_JPEG.length).toString('utf8'));
      else if (text.startsWith(XMP_EXTENSION)) found.xmp.push(body.subarray(XMP_EXTENSION.length + 40).toString('utf8'));
    }
    at += 2 + length;
  }
}

async function pngChunks(read: ReadAt, found: FoundMetadata) {
  for (let at = 8; ; ) {
    const head = await read(at, 8);
    if (head.length < 8) return;
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (type === 'IDAT' || type === 'IEND') return;
    if (type === 'eXIf') found.exif.push(withoutExifHeader(await read(at + 8, length)));
    if (type === 'iTXt' || type === 'zTXt' || type === 'tEXt') {
      const body = await read(at + 8, length);
      try {
        pngText(type, body, found);
      } catch {
        // a text chunk that does not inflate says nothing
      }
    }
    at += 12 + length;
  }
}

function pngText(type: string, body: Buffer, found: FoundMetadata) {
  const keywordEnd = body.indexOf(0);
  const keyword = body.toString('latin1', 0, keywordEnd);
  let text: Buffer;
  if (type === 'tEXt') text = body.subarray(keywordEnd + 1);
  else if (type === 'zTXt') text = inflate(body.subarray(keywordEnd + 2));
  else {
    const compressed = body[keywordEnd + 1] === 1;
    const afterLanguage = body.indexOf(0, body.indexOf(0, keywordEnd + 3) + 1) + 1;
    text = compressed ? inflate(body.subarray(afterLanguage)) : body.subarray(afterLanguage);
  }
  if (keyword === XMP_PNG) found.xmp.push(text.toString('utf8'));
  else if (/^Raw profile type (exif|APP1)$/i.test(keyword)) found.exif.push(withoutExifHeader(rawProfile(text)));
  else if (/^Raw profile type xmp$/i.test(keyword)) found.xmp.push(rawProfile(text).toString('utf8'));
}

// "\nexif\n    1234\n4578696600…": a name, a length, then hex.
const rawProfile = (text: Buffer) => Buffer.from(text.toString('latin1').trim().split('\n').slice(2).join('').replace(/\s/g, ''), 'hex');

// EXIF and XMP come after the image data; VP8X's flags say whether they are there at all.
async function webpChunks(read: ReadAt, found: FoundMetadata) {
  for (let at = 12, extended = false; ; ) {
    const head = await read(at, 8);
    if (head.length < 8) return;
    const fourcc = head.toString('latin1', 0, 4);
    const size = head.readUInt32LE(4);
    if (!extended && (fourcc === 'VP8 ' || fourcc === 'VP8L')) return;
    if (fourcc === 'VP8X') {
      if (((await read(at + 8, 1))[0]! & 0x0c) === 0) return;
      extended = true;
    }
    if (fourcc === 'EXIF') found.exif.push(withoutExifHeader(await read(at + 8, size)));
    if (fourcc === 'XMP ') found.xmp.push((await read(at + 8, size)).toString('utf8'));
    at += 8 + size + (size & 1);
  }
}
