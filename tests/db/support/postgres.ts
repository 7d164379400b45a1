import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A real Postgres (PGlite: PostgreSQL compiled to WebAssembly, run in a child process, see
 * pglite-process.mjs) laid out like a
 * Supabase project before our migrations: the API roles, Supabase's default grants on
 * public, and a small stand-in for the storage schema (buckets, objects with row-level
 * security, foldername() and a search() that lists one folder level, as invoker).
 */

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../supabase/migrations');

export const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort();

/** The roles PostgREST and Storage switch to, and the grants a new Supabase project starts with. */
const SUPABASE_ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

/** Supabase Auth's part of the database the policies see: its users, and auth.uid()/jwt() reading the request's claims as PostgREST sets them. */
const AUTH_SCHEMA = `
  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;
  create table auth.users (
    id uuid primary key default gen_random_uuid(),
    email text unique,
    encrypted_password text,
    email_confirmed_at timestamptz,
    raw_user_meta_data jsonb default '{}'::jsonb,
    created_at timestamptz default now(),
    updated_at timestamptz default now()
  );
  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
  $$;
  create function auth.uid() returns uuid language sql stable as $$
    select nullif(auth.jwt() ->> 'sub', '')::uuid
  $$;
  create function auth.role() returns text language sql stable as $$
    select auth.jwt() ->> 'role'
  $$;
  grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
`;

/**
 * Our own minimal storage schema: the columns and functions the policies and the service's
 * queries use. Like Supabase's, it grants everything to the API roles and leaves it to RLS.
 */
const STORAGE_SCHEMA = `
  create schema storage;
  grant usage on schema storage to anon, authenticated, service_role;

  create table storage.buckets (
    id text primary key,
    name text not null unique,
    public boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamptz default now(),
    updated_at timestamptz default now()
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    last_accessed_at timestamptz default now(),
    metadata jsonb,
    unique (bucket_id, name)
  );
  alter table storage.buckets enable row level security;
  alter table storage.objects enable row level security;
  grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

  -- The folders of an object name: 'guest-photos/tom/a.jpg' → {guest-photos,tom}.
  create function storage.foldername(name text) returns text[]
  language sql immutable as $$
    select (string_to_array(name, '/'))[1 : cardinality(string_to_array(name, '/')) - 1]
  $$;

  -- What a folder listing shows: the entries directly under prefix (sub-folders with a null id),
  -- of the objects the caller may select. Security invoker, like the service's own.
  create function storage.search(
    prefix text, bucketname text, limits int default 100, levels int default 1, offsets int default 0,
    search text default '', sortcolumn text default 'name', sortorder text default 'asc'
  )
  returns table (name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb)
  language sql stable security invoker as $$
    with under as (
      select o.*, substr(o.name, length(prefix) + 1) as rest
      from storage.objects o
      where o.bucket_id = bucketname and starts_with(o.name, prefix)
    ),
    entries as (
      select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from under where position('/' in rest) > 0
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata from under where position('/' in rest) = 0
    )
    select * from entries e where starts_with(e.name, search)
    order by case when sortorder = 'desc' then null else e.name end collate "C" asc,
             case when sortorder = 'desc' then e.name end collate "C" desc
    limit limits offset offsets
  $$;
  grant execute on function storage.foldername(text), storage.search(text, text, int, int, int, text, text, text)
    to anon, authenticated, service_role;
`;

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Statement {
  sql: string;
  params?: unknown[];
}

/** One request as PostgREST and Storage run it: switched to `role`, with the request's headers (lower-case names). */
export interface Transaction {
  role?: Role;
  headers?: Record<string, string>;
  /** The verified JWT's claims (request.jwt.claims), for auth.uid(). */
  claims?: Record<string, unknown>;
  statements: Statement[];
}

/** One session of the database; statements run in the order they are sent. */
export interface Database {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
  /** Runs the statements in one transaction (rolled back whole when one fails, which the error's `statement` names). */
  transaction(work: Transaction): Promise<QueryResult<Record<string, unknown>>[]>;
  /** The data directory as a tarball, to start another database from (startDatabase's `template`). */
  dump(): Promise<Uint8Array>;
  /** Lets this process exit while the database is idle (the stand-in's pool keeps databases between uses). */
  unref(): void;
  close(): Promise<void>;
}

export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** transaction(): the index of the statement that failed. */
    readonly statement?: number,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; code?: string; statement?: number } };

/** Starts PGlite in its own Node process and answers once it is ready; `template` is a file dump() wrote, to start from. */
export async function startDatabase(template?: string): Promise<Database> {
  const child: ChildProcess = fork(path.join(__dirname, 'pglite-process.mjs'), template ? [template] : [], {
    serialization: 'advanced',
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let exited: Error | undefined;
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`PGlite process exited (${code}) before it was ready`)));
    child.on('message', (m: { ready?: boolean }) => {
      if (m.ready) resolve();
    });
  });
  child.removeAllListeners('exit');
  child.on('exit', (code) => {
    exited = new Error(`PGlite process exited (${code})`);
    for (const p of pending.values()) p.reject(exited);
    pending.clear();
  });
  child.on('message', (m: Reply | { ready: true }) => {
    if (!('id' in m)) return;
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.ok) p.resolve(m.result);
    else p.reject(new DatabaseError(m.error.message, m.error.code, m.error.statement));
  });
  // Unreferenced (unref()), the process may exit while the database is idle, never while a request waits for it.
  let weak = false;
  const channel = () => child.channel as { ref?: () => void; unref?: () => void } | undefined;
  const hold = (on: boolean) => {
    if (!weak) return;
    if (on) {
      child.ref();
      channel()?.ref?.();
    } else {
      child.unref();
      channel()?.unref?.();
    }
  };
  const send = (op: string, message: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = next++;
      if (pending.size === 0) hold(true);
      const settle = () => {
        if (pending.size === 0) hold(false);
      };
      pending.set(id, {
        resolve: (v) => {
          resolve(v);
          settle();
        },
        reject: (e) => {
          reject(e);
          settle();
        },
      });
      child.send({ id, op, ...message });
    });
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await send('query', { sql, params })) as QueryResult<T>,
    exec: async (sql: string) => {
      await send('exec', { sql });
    },
    transaction: async ({ role, headers, claims, statements }: Transaction) =>
      (await send('tx', {
        role,
        headers: headers ? JSON.stringify(headers) : undefined,
        claims: claims ? JSON.stringify(claims) : undefined,
        statements,
      })) as QueryResult<Record<string, unknown>>[],
    dump: async () => (await send('dump')) as Uint8Array,
    unref: () => {
      weak = true;
      if (pending.size === 0) hold(false);
    },
    close: async () => {
      if (exited) return;
      await send('close').catch(() => undefined);
    },
  };
}

export interface Options {
  /** Create the storage stand-in (default true); false is plain Postgres with the roles only. */
  storage?: boolean;
}

/** Makes a fresh database look like a new Supabase project: its API roles and grants, and (by default) the storage schema. */
export async function prepareSupabase(db: Database, options: Options = {}): Promise<void> {
  await db.exec(SUPABASE_ROLES);
  await db.exec(AUTH_SCHEMA);
  if (options.storage !== false) await db.exec(STORAGE_SCHEMA);
}

/** Everything a migrated database is made from, for a cache of one to know when it is stale. */
export const schemaSources = (): string =>
  [SUPABASE_ROLES, AUTH_SCHEMA, STORAGE_SCHEMA, ...migrationFiles().map((f) => `${f}\n${readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8')}`)].join('\n');

/** A fresh database with every migration applied, in file name order. */
export async function migratedDatabase(options: Options = {}): Promise<Database> {
  const db = await startDatabase();
  await prepareSupabase(db, options);
  await applyMigrations(db);
  return db;
}

export async function applyMigrations(db: Database): Promise<void> {
  for (const file of migrationFiles()) {
    try {
      await db.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    } catch (e) {
      throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

export type Role = 'anon' | 'authenticated' | 'service_role';

/**
 * Runs `work` as PostgREST and Storage run a request: inside a transaction, switched to
 * `role`, with `request.headers` set to the request's headers (lower-case names). The
 * transaction is always rolled back, so every check starts from the same data.
 */
export async function asRole<T>(
  db: Database,
  role: Role,
  headers: Record<string, string>,
  work: (tx: Database) => Promise<T>,
  claims: Record<string, unknown> = {},
): Promise<T> {
  await db.exec('begin');
  try {
    await db.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)`, [
      JSON.stringify(headers),
      JSON.stringify(claims),
    ]);
    await db.query(`select set_config('role', $1, true)`, [role]);
    return await work(db);
  } finally {
    await db.exec('rollback');
  }
}

export const asAnon = <T>(db: Database, headers: Record<string, string>, work: (tx: Database) => Promise<T>) =>
  asRole(db, 'anon', headers, work);

/** The error a statement fails with (fails the test when it succeeds). */
export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('expected the statement to be refused, but it succeeded');
}
