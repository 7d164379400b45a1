import { randomBytes } from 'node:crypto';
import { json, storageError } from './answers';
import type { StandInDatabase } from './database';
import { toStoredFile } from './demo-data';
import { objectMetadata } from './storage';
import type { Role } from '../db/support/postgres';
import type { Answer, StoredFile } from './types';

/**
 * The bucket as Storage keeps it: each object a row of storage.objects, which Storage reads and
 * writes as the caller's role with the request's headers, so the policies of
 * supabase/migrations/…_photo_bucket.sql decide what the anon key may list, sign and download
 * (a guest's folder only for a request whose x-guest-id names that guest). The bytes stay here.
 */

export interface Caller {
  role: Role;
  headers: Record<string, string>;
  /** The request's JWT claims (request.jwt.claims): a signed-in user's for `authenticated`, so auth.uid() is theirs. */
  claims?: Record<string, unknown>;
}

/** How long an upload address lasts, as Storage's signed upload URLs do (two hours). */
const UPLOAD_TICKET_MS = 2 * 60 * 60 * 1000;

export class Bucket {
  /** Upload addresses handed out: the upload runs as the one who asked, so the policies decide it then. */
  private readonly tickets = new Map<string, { caller: Caller; path: string; upsert: boolean; until: number }>();

  constructor(
    private readonly db: StandInDatabase,
    readonly name: string,
    /** The bytes of every object, by path. */
    readonly files: Map<string, StoredFile>,
  ) {}

  /** Creates the bucket (private) and its objects' rows for the files it starts with, as Storage's own account. */
  async load(exists: boolean, isPublic = false): Promise<void> {
    if (exists) await this.db.run(undefined, {}, [{ sql: `insert into storage.buckets (id, name, public) values ($1, $1, $2)`, params: [this.name, isPublic] }]);
    if (exists && this.files.size) await this.putRows([...this.files]);
  }

  private putRows(entries: [string, StoredFile][]) {
    return this.db.run(undefined, {}, [
      {
        sql: `insert into storage.objects (bucket_id, name, metadata, created_at, updated_at)
              select $1, e->>'name', e->'metadata', (e->>'at')::timestamptz, (e->>'at')::timestamptz from json_array_elements($2::json) e
              on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        params: [this.name, JSON.stringify(entries.map(([name, f]) => ({ name, metadata: objectMetadata(f), at: f.createdAt })))],
      },
    ]);
  }

  async state(): Promise<{ exists: boolean; public: boolean }> {
    const { rows } = await this.db.db.query<{ public: boolean }>(`select public from storage.buckets where id = $1`, [this.name]);
    return { exists: rows.length > 0, public: rows[0]?.public === true };
  }

  /** The files the caller may see: all of `paths` (or of the folder `under`) that the policies let it select. */
  async visible(caller: Caller, where: { paths: string[] } | { under: string }): Promise<Map<string, StoredFile>> {
    const [result] = await this.db.run(caller.role, caller.headers, [
      'paths' in where
        ? { sql: `select name from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json))`, params: [this.name, JSON.stringify(where.paths)] }
        : { sql: `select name from storage.objects where bucket_id = $1 and starts_with(name, $2)`, params: [this.name, where.under] },
    ], caller.claims);
    const names = (result?.rows ?? []).map((r) => String(r.name));
    return new Map(names.flatMap((n) => (this.files.has(n) ? [[n, this.files.get(n) as StoredFile] as const] : [])));
  }

  /** Puts a file in the bucket as the test or tool says (no policy applies). */
  async setFile(path: string, file: StoredFile): Promise<void> {
    this.files.set(path, file);
    await this.putRows([[path, file]]);
  }

  async removeFile(path: string): Promise<void> {
    this.files.delete(path);
    await this.db.run(undefined, {}, [{ sql: 'delete from storage.objects where bucket_id = $1 and name = $2', params: [this.name, path] }]);
  }

  /** `POST` (or `PUT` to replace) `/object/{bucket}/{path}`: an insert into storage.objects as the caller, which the policies allow the secret key only. */
  async upload(caller: Caller, path: string, method: string, headers: Record<string, string | string[] | undefined>, bytes: Buffer): Promise<Answer> {
    const upsert = headers['x-upsert'] === 'true' || method === 'PUT';
    const contentType = typeof headers['content-type'] === 'string' ? headers['content-type'] : undefined;
    const file = toStoredFile(path, { bytes, ...(contentType ? { contentType } : {}) });
    try {
      await this.db.run(caller.role, caller.headers, [
        {
          sql: `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)${upsert ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}`,
          params: [this.name, path, JSON.stringify(objectMetadata(file))],
        },
      ], caller.claims);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === '23505') return storageError(400, '409', 'Duplicate', 'The resource already exists');
      if (code === '42501') return storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');
      throw e;
    }
    this.files.set(path, file);
    return json(200, { Id: path, Key: `${this.name}/${path}` });
  }

  /** Storage's check before it signs an upload (canUpload): the caller's insert, tried and rolled back; the refusal, or null. */
  async checkUpload(caller: Caller, path: string, upsert: boolean): Promise<Answer | null> {
    try {
      await this.db.run(caller.role, caller.headers, [
        {
          sql: `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}')${upsert ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata' : ''}`,
          params: [this.name, path],
        },
        { sql: `do $$ begin raise exception using errcode = 'P0001', message = 'stand-in: tried, rolled back'; end $$` },
      ], caller.claims);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'P0001') return null;
      if (code === '23505') return storageError(400, '409', 'Duplicate', 'The resource already exists');
      if (code === '42501') return storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');
      throw e;
    }
    throw new Error('stand-in: the tried upload was not rolled back');
  }

  /** A signed upload's token, while it holds: the path it is for (TUS sends it again with every request). */
  signedUpload(token: string): { path: string; upsert: boolean } | null {
    const ticket = this.tickets.get(token);
    return ticket && ticket.until >= Date.now() ? { path: ticket.path, upsert: ticket.upsert } : null;
  }

  /** A resumable upload's bytes, once all arrived: written as the caller (null: as Storage's own account, for a signed one). */
  async storeUploaded(caller: Caller | null, path: string, bytes: Buffer, contentType: string, upsert: boolean): Promise<Answer | null> {
    if (caller) {
      const answer = await this.upload(caller, path, upsert ? 'PUT' : 'POST', { 'content-type': contentType }, bytes);
      return answer.status === 200 ? null : answer;
    }
    if (!upsert && this.files.has(path)) return storageError(409, '409', 'Duplicate', 'The resource already exists');
    await this.setFile(path, toStoredFile(path, { bytes, contentType }));
    return null;
  }

  /** `POST /object/upload/sign/{bucket}/{path}`: an address to upload that one object to, with no key; the caller's policies are checked now, as Storage does. */
  async signUpload(caller: Caller, path: string, upsert: boolean): Promise<Answer> {
    const refused = await this.checkUpload(caller, path, upsert);
    if (refused) return refused;
    const token = randomBytes(24).toString('base64url');
    this.tickets.set(token, { caller, path, upsert, until: Date.now() + UPLOAD_TICKET_MS });
    return json(200, { url: `/object/upload/sign/${this.name}/${path}?token=${token}`, token });
  }

  /** `PUT /object/upload/sign/{bucket}/{path}?token=`: the upload, as the caller who asked for the address. */
  async uploadSigned(token: string, path: string, headers: Record<string, string | string[] | undefined>, bytes: Buffer): Promise<Answer> {
    const ticket = this.tickets.get(token);
    if (!ticket || ticket.path !== path || ticket.until < Date.now()) return storageError(400, '400', 'InvalidJWT', 'invalid signature');
    this.tickets.delete(token);
    const answer = await this.upload(ticket.caller, path, ticket.upsert ? 'PUT' : 'POST', headers, bytes);
    return answer.status === 200 ? json(200, { Key: `${this.name}/${path}` }) : answer;
  }

  /** `DELETE /object/{bucket}` with `{ prefixes }`: deletes the rows the caller may delete (none for the anon key), answering them. */
  async remove(caller: Caller, body: unknown): Promise<Answer> {
    const prefixes = (body as { prefixes?: unknown } | undefined)?.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
      return storageError(400, '400', 'Invalid Input', 'body must have required property prefixes');
    }
    const [result] = await this.db.run(caller.role, caller.headers, [
      {
        sql: `delete from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json)) returning name`,
        params: [this.name, JSON.stringify(prefixes)],
      },
    ], caller.claims);
    const removed = (result?.rows ?? []).map((r) => String(r.name));
    for (const name of removed) this.files.delete(name);
    return json(200, removed.map((name) => ({ name, bucket_id: this.name })));
  }

  /** `GET/POST/PUT /bucket[/{id}]`, for the secret key (storage.buckets is hidden from the anon key). */
  async answerBucket(method: string, id: string | undefined, body: unknown): Promise<Answer> {
    const b = (body && typeof body === 'object' ? body : {}) as { id?: unknown; name?: unknown; public?: unknown };
    const state = await this.state();
    if (method === 'GET' && id) {
      if (id !== this.name || !state.exists) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
      const at = new Date(0).toISOString();
      return json(200, { id, name: id, owner: '', public: state.public, file_size_limit: null, allowed_mime_types: null, created_at: at, updated_at: at });
    }
    if (method === 'POST' && !id) {
      const name = String(b.id ?? b.name ?? '');
      if (name !== this.name) return storageError(400, '400', 'Invalid Input', `the stand-in holds only the bucket ${this.name}`);
      if (state.exists) return storageError(400, '409', 'Duplicate', 'The resource already exists');
      await this.load(true, b.public === true);
      return json(200, { name });
    }
    if (method === 'PUT' && id === this.name && state.exists) {
      await this.db.run(undefined, {}, [{ sql: 'update storage.buckets set public = $2 where id = $1', params: [this.name, b.public === true] }]);
      return json(200, { message: 'Successfully updated' });
    }
    return storageError(400, '404', 'Bucket not found', 'Bucket not found');
  }
}
