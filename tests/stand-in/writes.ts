import { json } from './answers';
import { ident, type StandInDatabase } from './database';
import { fromPostgres, hasFilter, noSuchTable, parseFailure, pgrstError, whereClause } from './postgrest';
import type { Role, Statement } from '../db/support/postgres';
import type { Answer } from './types';

/**
 * What the couple's tools (seeding, the guest import, the doctor) write through PostgREST:
 * inserts and upserts (`Prefer: resolution=…`, `on_conflict`, `columns`, `missing=default`),
 * updates and deletes, run as SQL as the request's role. The anon key has no write grants
 * (supabase/migrations), so Postgres refuses it (42501), which PostgREST answers 401.
 */

export interface WriteRequest {
  table: string;
  method: string;
  query: URLSearchParams;
  prefer: string;
  body: unknown;
  role: Role;
  headers: Record<string, string>;
  claims?: Record<string, unknown>;
}

const unquote = (list: string | null) =>
  (list ?? '')
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);

/** Wraps a data-changing statement so that it answers the rows it changed as PostgREST's JSON. */
const returning = (sql: string) => `with changed as (${sql} returning *) select coalesce(json_agg(changed), '[]')::text as body from changed`;

async function run(db: StandInDatabase, w: WriteRequest, statements: Statement[], status: number): Promise<Answer> {
  let results;
  try {
    results = await db.run(w.role, w.headers, statements, w.claims);
  } catch (e) {
    return fromPostgres(e, w.role);
  }
  const rows = results.flatMap((r) => JSON.parse(String(r.rows[0]?.body ?? '[]')) as unknown[]);
  if (/return=representation/.test(w.prefer)) return json(status === 204 ? 200 : status, rows);
  return { status, headers: {}, body: '' };
}

/** `POST /rest/v1/{table}`: one request is one transaction, all or nothing, as one statement is in PostgREST. */
async function insert(db: StandInDatabase, w: WriteRequest): Promise<Answer> {
  const input = Array.isArray(w.body) ? w.body : [w.body];
  if (!input.every((r) => r && typeof r === 'object' && !Array.isArray(r))) return pgrstError(400, 'PGRST102', 'All object keys must match');
  const rows = input as Record<string, unknown>[];
  const listed = unquote(w.query.get('columns'));
  const all = listed.length ? listed : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const missingDefault = /missing=default/.test(w.prefer);
  const conflict = unquote(w.query.get('on_conflict'));
  const keys = conflict.length ? conflict : await db.primaryKey(w.table);
  const t = ident(w.table);
  const statements = rows.map((row) => {
    // A listed column the row lacks is null, unless `missing=default` asks for the column's default.
    const columns = missingDefault ? all.filter((c) => c in row) : all;
    const list = columns.map(ident).join(', ');
    let onConflict = '';
    if (/resolution=ignore-duplicates/.test(w.prefer)) onConflict = ` on conflict (${keys.map(ident).join(', ')}) do nothing`;
    else if (/resolution=merge-duplicates/.test(w.prefer)) {
      const set = columns.filter((c) => !keys.includes(c)).map((c) => `${ident(c)} = excluded.${ident(c)}`);
      onConflict = ` on conflict (${keys.map(ident).join(', ')}) ${set.length ? `do update set ${set.join(', ')}` : 'do nothing'}`;
    }
    const sql = list
      ? `insert into public.${t} as ${t} (${list}) select ${list} from json_populate_record(null::public.${t}, $1::json)${onConflict}`
      : `insert into public.${t} as ${t} default values${onConflict}`;
    return { sql: returning(sql), params: list ? [JSON.stringify(row)] : [] };
  });
  return run(db, w, statements, 201);
}

/** `PATCH /rest/v1/{table}?filters`: sets the body's columns on the rows the filters pick. */
async function update(db: StandInDatabase, w: WriteRequest): Promise<Answer> {
  if (!w.body || typeof w.body !== 'object' || Array.isArray(w.body)) return pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const t = ident(w.table);
  const columns = Object.keys(w.body).map(ident);
  const params: unknown[] = [JSON.stringify(w.body)];
  try {
    const where = whereClause(w.table, w.query, params);
    const sql = `update public.${t} as ${t} set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::public.${t}, $1::json)) ${where}`;
    return run(db, w, [{ sql: returning(sql), params }], 204);
  } catch (e) {
    return parseFailure(e);
  }
}

/** `DELETE /rest/v1/{table}?filters`: a filter is required, as pg-safeupdate makes it on Supabase. */
async function remove(db: StandInDatabase, w: WriteRequest): Promise<Answer> {
  if (!hasFilter(w.query)) return pgrstError(400, '21000', 'DELETE requires a WHERE clause');
  const t = ident(w.table);
  const params: unknown[] = [];
  try {
    const sql = `delete from public.${t} as ${t} ${whereClause(w.table, w.query, params)}`;
    return run(db, w, [{ sql: returning(sql), params }], 204);
  } catch (e) {
    return parseFailure(e);
  }
}

export async function writeRest(db: StandInDatabase, w: WriteRequest): Promise<Answer> {
  if (!db.tables.has(w.table)) return noSuchTable(w.table);
  if (w.method === 'POST') return insert(db, w);
  if (w.method === 'PATCH') return update(db, w);
  if (w.method === 'DELETE') return remove(db, w);
  return pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${w.method}`);
}
