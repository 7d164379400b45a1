import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { migrationFiles, migrationSql, supabaseLayout } from './supabase-project';

/**
 * A real Postgres (PGlite: PostgreSQL compiled to WebAssembly, run in a child process, see
 * pglite-process.mjs) laid out like a Supabase project before our migrations (supabase-project.ts).
 */

export { MIGRATIONS_DIR, migrationFiles, schemaSources } from './supabase-project';

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

/** A connection to a database (PGlite's, or a real server's); statements run in the order they are sent. */
export interface Session {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Session {
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
  for (const sql of supabaseLayout(options)) await db.exec(sql);
}

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
      await db.exec(migrationSql(file));
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
export async function asRole<T, D extends Session = Database>(
  db: D,
  role: Role,
  headers: Record<string, string>,
  work: (tx: D) => Promise<T>,
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

export const asAnon = <T, D extends Session = Database>(db: D, headers: Record<string, string>, work: (tx: D) => Promise<T>) =>
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
