import 'server-only';
import { fileInfo, fileStream, resolveMediaFile } from '@/lib/data/content-files';
import { withDeadline } from '@/lib/data/deadline';
import { publicFilePath } from '@/lib/data/public-files';
import { BACKEND_TIMEOUT_MS, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { MEDIA_ROUTE } from '@/lib/site/routes';
import { STORAGE } from '@/lib/wedding/spec-values';
import { KeptReads } from '@/lib/server/kept-reads';
import { processSingleton } from '@/lib/server/process-singleton';

export type PixelVerdict = 'fits' | 'too large' | 'unreadable' | 'unreachable';

const HEAD_BYTES = { first: 64 * 1024, most: 1024 * 1024 };
// Until a refresh too: the photo may have been replaced under its name.
const REMOTE_VERDICT_MS = STORAGE.signedUrlSeconds * 1000;

/** Storage's own resize (the paid plan): never larger than the transform our server signed. */
const RENDERED = /\/storage\/v1\/render\/image\/sign\//;

const judge = (width: number, height: number): PixelVerdict => (width * height > MAX_INPUT_PIXELS ? 'too large' : 'fits');

/** The canvas of a GIF or WebP, which libvips finds only in the whole file (or the first frame). */
function sizeWithoutSharp(b: Uint8Array): { width: number; height: number } | null {
  const text = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  const le = (at: number, n: number) => b.subarray(at, at + n).reduceRight((sum, byte) => sum * 256 + byte, 0);
  if (b.length >= 10 && /^GIF8[79]a$/.test(text(0, 6))) return { width: le(6, 2), height: le(8, 2) };
  if (b.length < 30 || text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') return null;
  const chunk = text(12, 16);
  if (chunk === 'VP8X') return { width: le(24, 3) + 1, height: le(27, 3) + 1 };
  if (chunk === 'VP8L') return { width: (le(21, 4) & 0x3fff) + 1, height: ((le(21, 4) >> 14) & 0x3fff) + 1 };
  if (chunk === 'VP8 ') return { width: le(26, 2) & 0x3fff, height: le(28, 2) & 0x3fff };
  return null;
}

export async function headerSize(head: Uint8Array): Promise<{ width: number; height: number } | null> {
  const known = sizeWithoutSharp(head);
  if (known) return known;
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(head).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null; // cut short before the size (or not an image)
  }
}

async function judgeHeader(head: Uint8Array): Promise<PixelVerdict | null> {
  const size = await headerSize(head);
  return size && judge(size.width, size.height);
}

async function judgeChunks(chunks: AsyncIterable<Uint8Array>): Promise<PixelVerdict> {
  let head = new Uint8Array(0);
  let askedAt = 0;
  for await (const chunk of chunks) {
    const next = new Uint8Array(head.length + chunk.length);
    next.set(head);
    next.set(chunk, head.length);
    head = next.subarray(0, HEAD_BYTES.most);
    if (head.length >= HEAD_BYTES.first && askedAt === 0) {
      askedAt = head.length;
      const verdict = await judgeHeader(head);
      if (verdict) return verdict;
    }
    if (head.length >= HEAD_BYTES.most) break;
  }
  return head.length > askedAt ? ((await judgeHeader(head)) ?? 'unreadable') : 'unreadable';
}

const verdicts = () => processSingleton('image-pixel-verdicts', () => new KeptReads<PixelVerdict>(2000));

// An unreachable image is asked about again next time.
const remembered = (key: string, look: () => Promise<PixelVerdict>, freshMs?: number) =>
  verdicts().read(key, look, { freshMs, keep: (verdict) => verdict !== 'unreachable' });

export const forgetPixelVerdicts = () => verdicts().forget();

async function judgeFile(file: string): Promise<PixelVerdict | null> {
  const info = await fileInfo(file);
  if (!info) return null; // nothing there: the optimiser answers that itself
  return remembered(`${file} ${info.size} ${info.mtimeMs}`, () =>
    judgeChunks(fileStream(file, 0, HEAD_BYTES.most - 1)).catch((): PixelVerdict => 'unreadable'),
  );
}

function judgeLink(url: string): Promise<PixelVerdict> {
  return remembered(
    url,
    () =>
      withDeadline(BACKEND_TIMEOUT_MS, async (signal) => {
        const response = await fetch(url, { signal, redirect: 'error', cache: 'no-store', headers: { Range: `bytes=0-${HEAD_BYTES.most - 1}` } });
        if (!response.ok || !response.body) return 'unreachable';
        const reader = response.body.getReader();
        const chunks = async function* () {
          for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
        };
        try {
          return await judgeChunks(chunks());
        } finally {
          void reader.cancel().catch(() => undefined);
        }
      }).catch((): PixelVerdict => 'unreachable'),
    REMOTE_VERDICT_MS,
  );
}

function localFile(source: string): string | null {
  const segments = source.split('/').slice(1).map(decodeURIComponent);
  if (segments[0] === 'images') return publicFilePath(source);
  if (`/${segments[0]}` === MEDIA_ROUTE) return resolveMediaFile(segments.slice(1), new URLSearchParams())?.file ?? null;
  return null; // /hero/…: the portrait cut, made here within the limit
}

const nonFitting = (verdict: PixelVerdict | null) => (verdict === 'fits' || verdict === null ? null : verdict);

export async function pixelProblem(source: string): Promise<Exclude<PixelVerdict, 'fits'> | null> {
  if (!source.startsWith('/')) return RENDERED.test(source) ? null : nonFitting(await judgeLink(source));
  const file = localFile(source);
  return file ? nonFitting(await judgeFile(file)) : null;
}

