import sharp, { type OverlayOptions } from 'sharp';

/** Photos as phones and cameras give them, made in the test: large, on their side with an EXIF note, saying where they were taken. */

export const PORTO_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '41/1 8/1 27/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 36/1 57/1' };

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

export interface PhoneShot {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright, stored on its side. */
  orientation?: number;
  gps?: boolean;
  format?: 'jpeg' | 'png' | 'webp';
  /** A camera's grain, so the file is as large as a real photo's (a few MB at 4000×3000). */
  grain?: boolean;
}

/** Stored with its left half red, its right half blue: with orientation 6 shown upright, red is on top. */
export async function phonePhoto({ width = 4000, height = 3000, orientation, gps = true, format = 'jpeg', grain = false }: PhoneShot = {}): Promise<Buffer> {
  const red = await sharp({ create: { width: Math.round(width / 2), height, channels: 3, background: RED } }).png().toBuffer();
  const layers: OverlayOptions[] = [{ input: red, left: 0, top: 0 }];
  if (grain) {
    const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
    layers.push({ input: noise, blend: 'soft-light' });
  }
  const image = sharp({ create: { width, height, channels: 3, background: BLUE } }).composite(layers);
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp();
  const withExif = encoded.withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 15' }, ...(gps ? { IFD3: PORTO_GPS } : {}) });
  return (orientation ? withExif.withMetadata({ orientation }) : withExif).toBuffer();
}

/** The colour at a pixel of the photo as shown. */
export async function pixelAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** XMP as a photo editor writes a position into it. */
export const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="41,8.45N" exif:GPSLongitude="8,36.95W"/></rdf:RDF></x:xmpmeta>';
