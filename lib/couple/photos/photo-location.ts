import sharp from 'sharp';
import { bytesReader, photoMetadata, type ReadAt } from './photo-metadata';

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE = 0x0002;
const GPS_LONGITUDE = 0x0004;

export function gpsInExif(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0);
  if (tiff.length < 8 || !['II*\0', 'MM\0*'].includes(tiff.toString('latin1', 0, 4))) return false;
  const le = tiff[0] === 0x49;
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tags = (ifd: number): Map<number, number> | null => {
    if (ifd + 2 > tiff.length) return null;
    const found = new Map<number, number>();
    for (let i = 0, count = u16(ifd); i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > tiff.length) return null;
      found.set(u16(entry), u32(entry + 8));
    }
    return found;
  };
  const pointer = tags(u32(4))?.get(GPS_IFD_POINTER);
  if (pointer === undefined) return false;
  const gps = tags(pointer);
  // A pointer to a GPS block that cannot be read is taken as a position: better named than missed.
  return gps === null || gps.has(GPS_LATITUDE) || gps.has(GPS_LONGITUDE);
}

export const gpsInXmp = (xmp: string) => /GPS(Latitude|Longitude)\b/i.test(xmp);

export type LocationAnswer = 'located' | 'none' | 'unchecked' | 'other';

export async function locationIn(read: ReadAt): Promise<LocationAnswer> {
  const found = await photoMetadata(read);
  if (!found) return 'other';
  if (found.exif.some(gpsInExif) || found.xmp.some(gpsInXmp)) return 'located';
  return found.complete ? 'none' : 'unchecked';
}

export async function carriesLocation(bytes: Buffer): Promise<boolean> {
  const walked = await locationIn(bytesReader(bytes));
  if (walked !== 'other') return walked === 'located';
  const meta = await sharp(bytes).metadata().catch(() => null);
  return Boolean((meta?.exif && gpsInExif(meta.exif)) || (meta?.xmpAsString && gpsInXmp(meta.xmpAsString)));
}
