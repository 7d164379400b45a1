import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import { json, storageError } from './answers';
import type { Answer, StoredFile } from './types';

/**
 * The part of Supabase Storage (`/storage/v1`) that supabase-js uses for our calls: listing
 * a folder, signing one path (optionally with an image transform), signing many, and serving
 * a signed URL (with byte ranges, as a browser asks for a video). Signed URLs carry an HS256
 * token like the real service's, and it is checked. Which objects a request may list, sign or
 * download is the database's answer (bucket.ts): these functions get only what it may see.
 * A transformed URL is resized with sharp, as Storage's image service does; bytes that are no
 * image (the tests' stand-in files) are served as stored.
 */

const NOT_FOUND = () => storageError(400, '404', 'not_found', 'Object not found');
const BATCH_MISSING = 'Either the object does not exist or you do not have access to it';

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** An object's metadata as Storage keeps it in storage.objects and lists it. */
export const objectMetadata = (file: StoredFile) => ({
  eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
  size: file.bytes.length,
  mimetype: file.contentType,
  cacheControl: 'max-age=3600',
  lastModified: file.createdAt,
  contentLength: file.bytes.length,
  httpStatusCode: 200,
});

/** A stable uuid-shaped id per object, so listings look like Storage's and repeat. */
export function objectId(bucket: string, path: string): string {
  const h = createHash('sha1').update(`${bucket}/${path}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Removes leading/trailing slashes and empty segments, as the service does with a prefix. */
export const normalizeFolder = (prefix: string) => prefix.split('/').filter(Boolean).join('/');

export interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
  search?: unknown;
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

/** `POST /object/list/{bucket}`: the entries directly under the prefix, folders with id null. */
export function listFolder(bucket: string, files: Map<string, StoredFile>, body: ListBody, wrongShape = false): Answer {
  const folder = normalizeFolder(typeof body.prefix === 'string' ? body.prefix : '');
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  const column = String(body.sortBy?.column ?? 'name');
  const order = String(body.sortBy?.order ?? 'asc').toLowerCase();
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
    return storageError(400, '400', 'Invalid Input', 'body/limit and body/offset must be non-negative integers');
  }
  if (!SORT_COLUMNS.has(column) || !['asc', 'desc'].includes(order)) {
    return storageError(400, '400', 'Invalid Input', 'body/sortBy must name a column and asc or desc');
  }
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';

  const under = folder ? `${folder}/` : '';
  const folders = new Set<string>();
  const entries: Record<string, unknown>[] = [];
  for (const [path, file] of files) {
    if (!path.startsWith(under)) continue;
    const rest = path.slice(under.length);
    const slash = rest.indexOf('/');
    if (slash !== -1) {
      folders.add(rest.slice(0, slash));
      continue;
    }
    entries.push({
      name: rest,
      id: objectId(bucket, path),
      updated_at: file.createdAt,
      created_at: file.createdAt,
      last_accessed_at: file.createdAt,
      metadata: objectMetadata(file),
    });
  }
  for (const name of folders) {
    entries.push({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  }
  const key = (e: Record<string, unknown>) => String(e[column] ?? '');
  // Byte order, like the service's COLLATE "C".
  const sorted = entries
    .filter((e) => String(e.name).toLowerCase().startsWith(search))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (order === 'desc' ? -1 : 1));
  const page = sorted.slice(offset, offset + limit);
  return json(200, wrongShape ? (page.length ? page : [{}]).map((e) => `not an entry (${String(e.name)})`) : page);
}

export interface Transform {
  width?: number;
  height?: number;
  resize?: string;
  quality?: number;
  format?: string;
}

function checkTransform(t: unknown): string | null {
  if (typeof t !== 'object' || t === null || Array.isArray(t)) return 'body/transform must be an object';
  const { width, height, resize, quality, format } = t as Transform;
  const size = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2500);
  if (!size(width) || !size(height)) return 'body/transform width and height must be integers from 0 to 2500';
  if (resize !== undefined && !['cover', 'contain', 'fill'].includes(resize)) return 'body/transform/resize must be cover, contain or fill';
  if (quality !== undefined && !(Number.isInteger(quality) && quality >= 20 && quality <= 100)) {
    return 'body/transform/quality must be an integer from 20 to 100';
  }
  if (format !== undefined && !['origin', 'avif'].includes(format)) return 'body/transform/format must be origin or avif';
  return null;
}

const describeTransform = (t: Transform) =>
  Object.entries(t)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(',');

export class Signer {
  /** `now` is the stand-in's clock (tests move it to see links expire). */
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(data: string) {
    return createHmac('sha256', this.secret).update(data).digest();
  }

  /** A JWT whose `url` is `{bucket}/{path}`, like Storage's signed-URL tokens. */
  token(objectUrl: string, expiresIn: number, transformations?: string): string {
    const now = Math.floor(this.now() / 1000);
    const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = b64url(JSON.stringify({ url: objectUrl, ...(transformations ? { transformations } : {}), iat: now, exp: now + expiresIn }));
    return `${head}.${payload}.${b64url(this.mac(`${head}.${payload}`))}`;
  }

  /** The token's payload, or the reason it is refused. */
  verify(token: string): { url: string; transformations?: string; exp: number } | { refused: string } {
    const [head = '', payload = '', signature = ''] = token.split('.');
    const expected = this.mac(`${head}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid signature' };
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { url: string; transformations?: string; exp: number };
      if (claims.exp * 1000 <= this.now()) return { refused: 'jwt expired' };
      return claims;
    } catch {
      return { refused: 'invalid token' };
    }
  }
}

/**
 * `POST /object/sign/{bucket}/{path}` with `{expiresIn, transform?}` → `{signedURL}`. A project
 * without image transformation (`imageTransforms` false: the free plan) drops the transform and
 * signs the plain object, as Supabase does.
 */
export function signOne(
  signer: Signer,
  bucket: string,
  path: string,
  files: Map<string, StoredFile>,
  body: { expiresIn?: unknown; transform?: unknown },
  wrongShape = false,
  imageTransforms = true,
): Answer {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) return storageError(400, '400', 'Invalid Input', 'body/expiresIn must be >= 1');
  const transform = body.transform;
  const transformed = imageTransforms && typeof transform === 'object' && transform !== null && Object.keys(transform).length > 0;
  if (transformed) {
    const problem = checkTransform(transform);
    if (problem) return storageError(400, '400', 'Invalid Input', problem);
  }
  if (!files.has(path)) return NOT_FOUND();
  if (wrongShape) return json(200, { url: 'the stand-in answered without signedURL' });
  const objectUrl = `${bucket}/${path}`;
  const token = signer.token(objectUrl, expiresIn, transformed ? describeTransform(transform as Transform) : undefined);
  return json(200, { signedURL: `/${transformed ? 'render/image' : 'object'}/sign/${objectUrl}?token=${token}` });
}

/** `POST /object/sign/{bucket}` with `{expiresIn, paths}` → one entry per path, never transformed. */
export function signMany(
  signer: Signer,
  bucket: string,
  files: Map<string, StoredFile>,
  body: { expiresIn?: unknown; paths?: unknown },
  wrongShape = false,
): Answer {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) return storageError(400, '400', 'Invalid Input', 'body/expiresIn must be >= 1');
  if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
    return storageError(400, '400', 'Invalid Input', 'body/paths must be a list of strings');
  }
  const paths = body.paths as string[];
  if (wrongShape) return json(200, paths.map((p) => `not an entry (${p})`));
  return json(
    200,
    paths.map((path) =>
      files.has(path)
        ? { error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${signer.token(`${bucket}/${path}`, expiresIn)}` }
        : { error: BATCH_MISSING, path, signedURL: null },
    ),
  );
}

/** The whole file, or the part a `Range: bytes=…` header asks for (206), or 416 when it lies outside the file. */
function fileAnswer(file: StoredFile, wrongShape: boolean, extra: Record<string, string> = {}, range?: string): Answer {
  const bytes = wrongShape ? Buffer.from('this is not the file you asked for') : file.bytes;
  const headers = {
    'content-type': wrongShape ? 'text/plain; charset=utf-8' : file.contentType,
    'cache-control': 'max-age=3600',
    'accept-ranges': 'bytes',
    etag: objectMetadata(file).eTag,
    'last-modified': new Date(file.createdAt).toUTCString(),
    ...extra,
  };
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return { status: 200, headers, body: bytes };
  const size = bytes.length;
  const start = m[1] === '' ? Math.max(size - Number(m[2]), 0) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: '' };
  return { status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` }, body: bytes.subarray(start, end + 1) };
}

/** `GET /object/{bucket}/{path}` with the key (supabase-js `download()`): the bytes. */
export function download(path: string, files: Map<string, StoredFile>, wrongShape = false, range?: string): Answer {
  const file = files.get(path);
  return file ? fileAnswer(file, wrongShape, {}, range) : NOT_FOUND();
}

const FITS: Record<string, 'cover' | 'contain' | 'fill'> = { cover: 'cover', contain: 'contain', fill: 'fill' };

/** The file as Storage's image service renders it for the token's transformations ("width:1200,height:1200,…"). */
async function rendered(file: StoredFile, transformations: string): Promise<StoredFile | null> {
  const t = Object.fromEntries(transformations.split(',').map((kv) => kv.split(':') as [string, string]));
  const size = (v: string | undefined) => (v && Number(v) > 0 ? Number(v) : undefined);
  try {
    const image = sharp(file.bytes).rotate().resize({ width: size(t.width), height: size(t.height), fit: FITS[t.resize ?? 'cover'] ?? 'cover' });
    const quality = size(t.quality);
    const format = (await sharp(file.bytes).metadata()).format;
    const out = format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality });
    return { ...file, bytes: await out.toBuffer() };
  } catch {
    return null; // not an image (a test's stand-in bytes)
  }
}

/** `GET /object/sign/{bucket}/{path}?token=` and `GET /render/image/sign/…`: the bytes, when the token holds. */
export async function serveSigned(
  signer: Signer,
  bucket: string,
  path: string,
  token: string | null,
  isRender: boolean,
  files: Map<string, StoredFile>,
  wrongShape = false,
  range?: string,
): Promise<Answer> {
  if (!token) return storageError(400, '400', 'Missing token', 'querystring must have required property \'token\'');
  const claims = signer.verify(token);
  if ('refused' in claims) return storageError(400, '400', 'InvalidJWT', claims.refused);
  if (claims.url !== `${bucket}/${path}` || Boolean(claims.transformations) !== isRender) {
    return storageError(400, '400', 'InvalidSignature', 'The url do not match the signature');
  }
  const file = files.get(path);
  if (!file) return NOT_FOUND();
  if (!claims.transformations) return fileAnswer(file, wrongShape, {}, range);
  const resized = await rendered(file, claims.transformations);
  const note = resized ? claims.transformations : `${claims.transformations}; not an image, served as stored`;
  return fileAnswer(resized ?? file, wrongShape, { 'x-stand-in-transform': note }, range);
}
