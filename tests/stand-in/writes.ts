import { randomUUID } from 'node:crypto';
import { isWellFormedGuestId } from '../../lib/wedding/guest-id';
import { withColumnDefaults } from './column-defaults';
import { toStoredFile } from './demo-data';
import { json, storageError } from './answers';
import { filteredRows, hasFilter } from './postgrest';
import type { Answer, Row, StoredFile } from './types';

/**
 * What the stand-in needs beyond the site's reads, for the couple's tools (seeding, the
 * guest import, the doctor): PostgREST inserts and upserts, Storage buckets and uploads,
 * and a rough copy of our row-level-security policies (supabase/migrations) for the anon key.
 * Writes need the service-role key; with the anon key they are refused as PostgREST refuses
 * a role without the grant.
 */

/** How PostgREST answers a write the role has no grant for (42501: insufficient privilege). */
export const permissionDenied = (table: string): Answer =>
  json(401, { code: '42501', details: null, hint: null, message: `permission denied for table ${table}` });

/** Column defaults the database would fill in (ids: a UUID for guests, a counter elsewhere; the migrations' defaults). */
function withDefaults(table: string, rows: Row[], inserted: Row): Row {
  const row = withColumnDefaults(table, inserted);
  if (row.id !== undefined && row.id !== null) return row;
  if (table === 'guests') return { ...row, id: randomUUID() };
  if (table === 'wedding_info') return { ...row, id: 1 };
  const next = rows.reduce((max, r) => Math.max(max, Number(r.id) || 0), 0) + 1;
  return { ...row, id: next };
}

const unquote = (list: string | null) =>
  (list ?? '')
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);

const same = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

/**
 * `POST /rest/v1/{table}`: insert, or upsert with `Prefer: resolution=merge-duplicates` and
 * `on_conflict`. One request is all or nothing, as one statement is in Postgres.
 */
export function writeRows(tables: Map<string, Row[]>, table: string, query: URLSearchParams, prefer: string, body: unknown): Answer {
  const stored = tables.get(table);
  if (!stored) return json(404, { code: 'PGRST205', details: null, hint: null, message: `Could not find the table 'public.${table}' in the schema cache` });
  const input = Array.isArray(body) ? body : [body];
  if (!input.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    return json(400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' });
  }
  const merge = /resolution=merge-duplicates/.test(prefer);
  const ignore = /resolution=ignore-duplicates/.test(prefer);
  const missingDefault = /missing=default/.test(prefer);
  const columns = unquote(query.get('columns'));
  const conflict = unquote(query.get('on_conflict'));
  const keys = conflict.length ? conflict : ['id'];
  const next = [...stored];
  const written: Row[] = [];
  for (const raw of input as Row[]) {
    // Listed columns a row lacks are null, unless `missing=default` asks for the column default.
    let row: Row = { ...raw };
    for (const c of columns) if (!(c in row) && !missingDefault) row[c] = null;
    if (table === 'guests' && row.id !== undefined && row.id !== null && !isWellFormedGuestId(String(row.id))) {
      return json(400, { code: '22P02', details: null, hint: null, message: `invalid input syntax for type uuid: "${String(row.id)}"` });
    }
    const index = next.findIndex((r) => keys.every((k) => row[k] !== undefined && same(r[k], row[k])));
    if (index !== -1) {
      if (ignore) continue;
      if (!merge) {
        return json(409, { code: '23505', details: `Key (${keys.join(', ')}) already exists.`, hint: null, message: `duplicate key value violates unique constraint "${table}_pkey"` });
      }
      row = { ...(next[index] as Row), ...row };
      next[index] = row;
    } else {
      row = withDefaults(table, next, row);
      next.push(row);
    }
    written.push(row);
  }
  tables.set(table, next);
  return /return=representation/.test(prefer) ? json(201, written) : { status: 201, headers: {}, body: '' };
}

/** `DELETE /rest/v1/{table}?filters`: removes the rows the filters pick (a filter is required, as pg-safeupdate does on Supabase). */
export function deleteRows(tables: Map<string, Row[]>, table: string, query: URLSearchParams, prefer: string): Answer {
  const stored = tables.get(table);
  if (!stored) return json(404, { code: 'PGRST205', details: null, hint: null, message: `Could not find the table 'public.${table}' in the schema cache` });
  if (!hasFilter(query)) return json(400, { code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
  const picked = filteredRows(table, stored, query);
  if ('error' in picked) return picked.error;
  const gone = new Set(picked.rows);
  tables.set(table, stored.filter((r) => !gone.has(r)));
  return /return=representation/.test(prefer) ? json(200, picked.rows) : { status: 204, headers: {}, body: '' };
}

/** `DELETE /storage/v1/object/{bucket}` with `{ prefixes }`: removes those objects, answering the ones it removed. */
export function removeFiles(files: Map<string, StoredFile>, bucket: string, body: unknown): Answer {
  const prefixes = (body as { prefixes?: unknown } | undefined)?.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
    return storageError(400, '400', 'Invalid Input', 'body must have required property prefixes');
  }
  const removed = (prefixes as string[]).filter((p) => files.delete(p));
  return json(200, removed.map((name) => ({ name, bucket_id: bucket })));
}

export interface BucketState {
  exists: boolean;
  public: boolean;
}

/** `GET/POST/PUT /storage/v1/bucket[/{id}]` for the one bucket the stand-in holds. */
export function answerBucket(method: string, id: string | undefined, bucket: string, state: BucketState, body: unknown): Answer {
  const b = (body && typeof body === 'object' ? body : {}) as { id?: unknown; name?: unknown; public?: unknown };
  if (method === 'GET' && id) {
    if (id !== bucket || !state.exists) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
    const now = new Date(0).toISOString();
    return json(200, { id, name: id, owner: '', public: state.public, file_size_limit: null, allowed_mime_types: null, created_at: now, updated_at: now });
  }
  if (method === 'POST' && !id) {
    const name = String(b.id ?? b.name ?? '');
    if (name !== bucket) return storageError(400, '400', 'Invalid Input', `the stand-in holds only the bucket ${bucket}`);
    if (state.exists) return storageError(400, '409', 'Duplicate', 'The resource already exists');
    state.exists = true;
    state.public = b.public === true;
    return json(200, { name });
  }
  if (method === 'PUT' && id === bucket && state.exists) {
    state.public = b.public === true;
    return json(200, { message: 'Successfully updated' });
  }
  return storageError(400, '404', 'Bucket not found', 'Bucket not found');
}

/** `POST` (or `PUT` to replace) `/storage/v1/object/{bucket}/{path}`: stores the bytes. */
export function upload(
  files: Map<string, StoredFile>,
  bucket: string,
  path: string,
  method: string,
  headers: Record<string, string | string[] | undefined>,
  bytes: Buffer,
): Answer {
  const upsert = headers['x-upsert'] === 'true' || method === 'PUT';
  if (files.has(path) && !upsert) return storageError(400, '409', 'Duplicate', 'The resource already exists');
  const contentType = typeof headers['content-type'] === 'string' ? headers['content-type'] : undefined;
  files.set(path, toStoredFile(path, { bytes, ...(contentType ? { contentType } : {}) }));
  return json(200, { Id: path, Key: `${bucket}/${path}` });
}

/** The folder (guest-photos/{folder}) the guest named in x-guest-id may see, as the storage policy works it out. */
export function requestedGuestFolder(tables: Map<string, Row[]>, headerValue: string | string[] | undefined): string | null {
  const id = typeof headerValue === 'string' ? headerValue : undefined;
  if (!isWellFormedGuestId(id)) return null;
  const guest = (tables.get('guests') ?? []).find((g) => same(g.id, id));
  if (!guest) return null;
  const dir = guest.photo_dir;
  return typeof dir === 'string' && dir.trim() !== '' ? dir : String(guest.id);
}

/** The rows the anon key may read: a guest only when x-guest-id names it. */
export function visibleRows(tables: Map<string, Row[]>, headerValue: string | string[] | undefined): Map<string, Row[]> {
  const id = typeof headerValue === 'string' && isWellFormedGuestId(headerValue) ? headerValue : null;
  const view = new Map(tables);
  view.set('guests', id ? (tables.get('guests') ?? []).filter((g) => same(g.id, id)) : []);
  return view;
}

/** The objects the anon key may select: the shared folders, and the named guest's own. */
export function visibleFiles(files: Map<string, StoredFile>, guestFolder: string | null): Map<string, StoredFile> {
  const shared = (p: string) => p.startsWith('gallery/') || p.startsWith('story/');
  const own = (p: string) => guestFolder !== null && p.startsWith(`guest-photos/${guestFolder}/`);
  return new Map([...files].filter(([p]) => shared(p) || own(p)));
}
