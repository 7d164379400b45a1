import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { storageError } from './answers';
import type { Bucket, Caller } from './bucket';
import type { Answer } from './types';

/**
 * Storage's resumable uploads (TUS 1.0.0 at `/storage/v1/upload/resumable`, as supabase/storage's
 * src/http/routes/tus/ answers them): POST makes an upload from Upload-Length and Upload-Metadata
 * (bucketName, objectName, contentType, cacheControl) and answers its Location, HEAD tells its Upload-Offset,
 * PATCH adds bytes from that offset. Under `/sign` each request carries the token of createSignedUploadUrl in
 * `x-signature`, the policies having been checked when it was signed, and the object is written as Storage's own
 * account; without it, as the caller, whose policies decide. The bytes a PATCH brought are kept when its
 * connection breaks (so an upload continues from there), and counted per object, so a test sees what was sent again.
 */

export const MAX_FILE_BYTES = 52_428_800;
const TUS = { 'tus-resumable': '1.0.0' };

interface Upload {
  bucket: string;
  objectName: string;
  length: number;
  contentType: string;
  cacheControl: string;
  parts: Buffer[];
  offset: number;
  signed: boolean;
  upsert: boolean;
  caller: Caller | null;
  done: boolean;
}

/** The answer for a request whose connection the stand-in broke on purpose: nothing is written back. */
export const DROPPED: Answer = { status: 0 };

const text = (status: number, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...TUS, ...extra },
  body: message,
});

/** `key base64,key base64`: the TUS Upload-Metadata header. */
export function parseMetadata(header: string | undefined): Record<string, string> | null {
  if (!header) return {};
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key || rest.length || !/^[A-Za-z0-9+/=]*$/.test(value)) return null;
    out[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return out;
}

/** The id in an upload's Location: `{bucket}/{objectName}/{version}`, base64url, as Storage writes it. */
export const uploadIdOf = (bucket: string, objectName: string, version: string) => Buffer.from(`${bucket}/${objectName}/${version}`).toString('base64url');

export function objectOfUploadId(id: string): { bucket: string; objectName: string } | null {
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('/');
  if (parts.length < 3) return null;
  return { bucket: parts[0] as string, objectName: parts.slice(1, -1).join('/') };
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export class Resumable {
  private readonly uploads = new Map<string, Upload>();
  private readonly received = new Map<string, number>();
  private cuts: { path: string | RegExp; at: number }[] = [];

  constructor(private readonly bucket: Bucket) {}

  /** The bytes every PATCH of uploads to `objectName` brought, resent ones included. */
  bytesReceived(objectName: string): number {
    return this.received.get(objectName) ?? 0;
  }

  /** Breaks the connection of the next upload to a matching object once it holds `offset` bytes (once). */
  cutAt(path: string | RegExp, offset: number): void {
    this.cuts.push({ path, at: offset });
  }

  private signature(req: IncomingMessage, objectName: string): { upsert: boolean } | Answer {
    const token = header(req, 'x-signature');
    if (!token) return text(400, 'Missing x-signature header');
    const ticket = this.bucket.signedUpload(token);
    if (!ticket) return text(400, 'invalid signature');
    if (ticket.path !== objectName) return text(400, 'The url do not match the signature');
    return { upsert: ticket.upsert };
  }

  async create(req: IncomingMessage, caller: Caller | null, signed: boolean, base: string): Promise<Answer> {
    if (!header(req, 'tus-resumable')) return text(412, 'Missing Tus-Resumable header');
    const length = Number(header(req, 'upload-length'));
    if (!Number.isSafeInteger(length) || length < 0) return text(400, 'Upload-Length or Upload-Defer-Length header required');
    if (length > MAX_FILE_BYTES) return text(413, 'Maximum size exceeded');
    const metadata = parseMetadata(header(req, 'upload-metadata'));
    if (!metadata) return text(400, 'Invalid Upload-Metadata header');
    if (metadata.bucketName !== this.bucket.name) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
    const objectName = metadata.objectName ?? '';
    if (!objectName || objectName.split('/').some((p) => p === '' || p === '.' || p === '..')) return text(400, 'Invalid key');
    let upsert = header(req, 'x-upsert') === 'true';
    if (signed) {
      const checked = this.signature(req, objectName);
      if ('status' in checked) return checked;
      upsert = checked.upsert;
    } else {
      const refused = await this.bucket.checkUpload(caller as Caller, objectName, upsert);
      if (refused) return refused;
    }
    if (!upsert && this.bucket.files.has(objectName)) return storageError(409, '409', 'Duplicate', 'The resource already exists');
    const id = uploadIdOf(this.bucket.name, objectName, randomUUID());
    this.uploads.set(id, {
      bucket: this.bucket.name,
      objectName,
      length,
      contentType: metadata.contentType || 'application/octet-stream',
      cacheControl: metadata.cacheControl ?? 'no-cache',
      parts: [],
      offset: 0,
      signed,
      upsert,
      caller,
      done: false,
    });
    return text(201, '', { location: `${base}/storage/v1/upload/resumable${signed ? '/sign' : ''}/${id}` });
  }

  private find(req: IncomingMessage, id: string, signed: boolean): Upload | Answer {
    const upload = this.uploads.get(id);
    if (!upload || upload.signed !== signed) return text(404, 'The file for this url was not found');
    if (signed) {
      const checked = this.signature(req, upload.objectName);
      if ('status' in checked) return checked;
    }
    return upload;
  }

  head(req: IncomingMessage, id: string, signed: boolean): Answer {
    const upload = this.find(req, id, signed);
    if ('status' in upload) return upload;
    return text(200, '', { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length), 'cache-control': 'no-store' });
  }

  /** Reads the body as it arrives, keeping each piece; DROPPED when a cut broke the connection. */
  async patch(req: IncomingMessage, id: string, signed: boolean): Promise<Answer> {
    if (!header(req, 'tus-resumable')) return text(412, 'Missing Tus-Resumable header');
    const upload = this.find(req, id, signed);
    if ('status' in upload) return upload;
    if (header(req, 'content-type') !== 'application/offset+octet-stream') return text(415, 'Unsupported Media Type');
    if (Number(header(req, 'upload-offset')) !== upload.offset) return text(409, 'Upload-Offset header does not match the upload');
    const cut = this.cuts.find((c) => (typeof c.path === 'string' ? c.path === upload.objectName : c.path.test(upload.objectName)) && c.at > upload.offset);
    try {
      for await (const chunk of req) {
        const bytes = chunk as Buffer;
        const room = upload.length - upload.offset;
        const taken = cut ? bytes.subarray(0, Math.min(room, cut.at - upload.offset)) : bytes.subarray(0, room);
        upload.parts.push(Buffer.from(taken));
        upload.offset += taken.length;
        this.received.set(upload.objectName, this.bytesReceived(upload.objectName) + taken.length);
        if (cut && upload.offset >= cut.at) {
          this.cuts = this.cuts.filter((c) => c !== cut);
          req.socket.destroy();
          return DROPPED;
        }
        if (bytes.length > room) return text(400, 'Upload-Length exceeded');
      }
    } catch {
      return DROPPED; // the phone lost its connection: what arrived is kept
    }
    if (upload.offset === upload.length && !upload.done) {
      const stored = await this.bucket.storeUploaded(upload.signed ? null : upload.caller, upload.objectName, Buffer.concat(upload.parts), upload.contentType, upload.upsert);
      if (stored) return stored;
      upload.done = true;
      upload.parts = [];
      return text(204, '', { 'upload-offset': String(upload.offset), 'tus-complete': '1' });
    }
    return text(204, '', { 'upload-offset': String(upload.offset) });
  }

  remove(req: IncomingMessage, id: string, signed: boolean): Answer {
    const upload = this.find(req, id, signed);
    if ('status' in upload) return upload;
    if (upload.done) return text(400, 'Cannot terminate an already completed upload');
    this.uploads.delete(id);
    return text(204, '');
  }
}
