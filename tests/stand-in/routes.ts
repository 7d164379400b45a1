import type { IncomingMessage } from 'node:http';
import { objectOfUploadId } from './resumable';
import type { RecordedRequest } from './types';

/** Which of the stand-in's routes a request is for, and its parts. */
export interface ParsedRoute {
  route: RecordedRequest['route'];
  table?: string;
  bucket?: string;
  /** The object path (sign, file, download, upload); the function's name (function, rpc); the path under /auth/v1 (auth). */
  objectPath?: string;
  /** A signed URL under render/image (a transformed image). */
  rendered?: boolean;
  /** A resumable upload under /sign (its token in x-signature). */
  signed?: boolean;
  /** A resumable upload's id, as its Location names it. */
  uploadId?: string;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The Auth paths answered (auth-routes.ts). */
const AUTH_PATHS = /^(signup|token|user|logout|settings|\.well-known\/jwks\.json|admin\/users(\/[^/]+)?)$/;

/** Maps the decoded path segments of a request onto PostgREST's, Storage's and Auth's routes. */
export function classify(method: string, segments: string[]): ParsedRoute {
  const [a, b, c, d, e, ...rest] = segments;
  if (segments.length === 0 || (segments.length === 1 && a === 'health')) return { route: 'health' };
  if (a === 'rest' && b === 'v1' && c === 'rpc' && d && segments.length === 4 && method === 'POST') return { route: 'rpc', objectPath: d };
  if (a === 'rest' && b === 'v1' && c && segments.length === 3 && isRead(method)) return { route: 'rest', table: c };
  if (a === 'rest' && b === 'v1' && c && segments.length === 3 && ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) {
    return { route: 'rest-write', table: c };
  }
  if (a === 'functions' && b === 'v1' && c && segments.length === 3) return { route: 'function', objectPath: c };
  if (a === 'auth' && b === 'v1') {
    const under = segments.slice(2).join('/');
    return AUTH_PATHS.test(under) ? { route: 'auth', objectPath: under } : { route: 'unknown' };
  }
  if (a !== 'storage' || b !== 'v1') return { route: 'unknown' };
  if (c === 'bucket' && segments.length <= 4) return { route: 'bucket', ...(d ? { bucket: d } : {}) };
  if (c === 'upload' && d === 'resumable') return resumableRoute(method, segments.slice(4));
  // createSignedUploadUrl (POST), then the upload to that address (PUT, with its token alone).
  if (c === 'object' && d === 'upload' && e === 'sign' && rest.length >= 2 && (method === 'POST' || method === 'PUT')) {
    const [bucket, ...objectPath] = rest;
    return { route: method === 'POST' ? 'upload-sign' : 'upload-signed', bucket, objectPath: objectPath.join('/') };
  }
  if ((method === 'POST' || method === 'PUT') && c === 'object' && d && !['list', 'sign', 'move', 'copy', 'public'].includes(d) && e) {
    return { route: 'upload', bucket: d, objectPath: [e, ...rest].join('/') };
  }
  if (method === 'DELETE' && c === 'object' && d && !e) return { route: 'remove', bucket: d };
  if (method === 'POST' && c === 'object' && d === 'list' && e && rest.length === 0) return { route: 'list', bucket: e };
  if (method === 'POST' && c === 'object' && d === 'sign' && e) {
    return rest.length ? { route: 'sign', bucket: e, objectPath: rest.join('/') } : { route: 'sign-batch', bucket: e };
  }
  if (isRead(method) && c === 'object' && d === 'sign' && e && rest.length) {
    return { route: 'file', bucket: e, objectPath: rest.join('/'), rendered: false };
  }
  if (isRead(method) && c === 'object' && d && d !== 'public' && e) {
    return { route: 'download', bucket: d, objectPath: [e, ...rest].join('/') };
  }
  const [f, g, ...tail] = rest;
  if (isRead(method) && c === 'render' && d === 'image' && e === 'sign' && f && g) {
    return { route: 'file', bucket: f, objectPath: [g, ...tail].join('/'), rendered: true };
  }
  return { route: 'unknown' };
}

const TUS_ROUTES: Record<string, RecordedRequest['route']> = { HEAD: 'tus-offset', PATCH: 'tus-patch', DELETE: 'tus-delete' };

/** `/storage/v1/upload/resumable[/sign][/{id}]`: TUS's create, offset, patch and terminate (resumable.ts). */
function resumableRoute(method: string, rest: string[]): ParsedRoute {
  const signed = rest[0] === 'sign';
  const [id, ...more] = signed ? rest.slice(1) : rest;
  if (more.length) return { route: 'unknown' };
  if (!id) return method === 'POST' ? { route: 'tus-create', signed } : { route: 'unknown' };
  const object = objectOfUploadId(id);
  const route = TUS_ROUTES[method];
  return route && object ? { route, signed, uploadId: id, bucket: object.bucket, objectPath: object.objectName } : { route: 'unknown' };
}

/** The decoded path segments, or null when the path cannot be decoded. */
export function pathSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return out;
}

/** The body as JSON, as text when it is not JSON, or undefined when empty; and its bytes (uploads). */
export async function readRequestBody(req: IncomingMessage): Promise<{ body: unknown; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const text = bytes.toString('utf8');
  if (text === '') return { body: undefined, bytes };
  try {
    return { body: JSON.parse(text), bytes };
  } catch {
    return { body: text, bytes };
  }
}
