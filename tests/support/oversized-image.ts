import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../lib/wedding/limits';

/** A PNG of one colour just above the pixel limit (8200 × 8000 = 65.6 MP): under 1 MB, made in about a second. */
export function imageAboveThePixelLimit(): Promise<Buffer> {
  const width = 8200;
  const height = Math.ceil(MAX_INPUT_PIXELS / width) + 200;
  return sharp({ create: { width, height, channels: 3, background: '#c9a227' } }).png().toBuffer();
}
