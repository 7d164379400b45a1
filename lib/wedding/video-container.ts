// An MP4 or QuickTime file's boxes: enough to tell it is one, and how long it plays, from a few small reads.

interface Box {
  type: string;
  start: number;
  /** The whole box, header included (to the end of the file for a box of size 0). */
  size: number;
  header: number;
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u64 = (b: Uint8Array, at: number) => u32(b, at) * 2 ** 32 + u32(b, at + 4);
const fourCc = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** The box whose header starts at `at` in `bytes` (read from `start` of the file); null when cut short or not a box. */
export function boxAt(bytes: Uint8Array, at: number, start: number, fileSize: number): Box | null {
  if (at + 8 > bytes.length) return null;
  let size = u32(bytes, at);
  const type = fourCc(bytes, at + 4);
  if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
  let header = 8;
  if (size === 1) {
    if (at + 16 > bytes.length) return null;
    size = u64(bytes, at + 8);
    header = 16;
  } else if (size === 0) {
    size = fileSize - (start + at);
  }
  return size >= header ? { type, start: start + at, size, header } : null;
}

const BRANDS = /^(isom|iso[2-9a-f]|mp41|mp42|mp71|avc1|avc3|hvc1|hev1|qt {2}|M4V |M4VH|M4VP|MSNV|mmp4|3gp[4-9]|3g2[abc]|dash|f4v |XAVC|NDAS)$/;

/** Whether an `ftyp` box's body names a video brand (major or compatible): not a HEIC or AVIF still, not anything else. */
export function isVideoBrand(ftypBody: Uint8Array): boolean {
  if (ftypBody.length < 8) return false;
  const brands = [fourCc(ftypBody, 0)];
  for (let at = 8; at + 4 <= ftypBody.length; at += 4) brands.push(fourCc(ftypBody, at));
  const still = /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1|avif|avis)$/;
  return BRANDS.test(brands[0]!) || (!still.test(brands[0]!) && brands.some((b) => BRANDS.test(b)));
}

/** A `moov` box's body: the length its `mvhd` gives, in seconds; null without one. */
export function movieSeconds(moovBody: Uint8Array): number | null {
  for (let at = 0; at + 8 <= moovBody.length; ) {
    const box = boxAt(moovBody, at, 0, moovBody.length);
    if (!box || at + box.size > moovBody.length) return null;
    if (box.type === 'mvhd') {
      const body = moovBody.subarray(at + box.header, at + box.size);
      const version = body[0];
      if (version === 1 && body.length >= 32) return u64(body, 24) / Math.max(1, u32(body, 20));
      if (version === 0 && body.length >= 20) return u32(body, 16) / Math.max(1, u32(body, 12));
      return null;
    }
    at += box.size;
  }
  return null;
}
