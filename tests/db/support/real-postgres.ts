import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { releasePort, reservePort } from '../../support/ports';
import type { QueryResult, Role, Session } from './postgres';
import { migrationFiles, migrationSql, supabaseLayout } from './supabase-project';

/**
 * A throw-away PostgreSQL server (Debian's, from /usr/lib/postgresql) for what PGlite cannot show:
 * several sessions at once. A cluster in a temporary folder on a free port, laid out like a Supabase
 * project with every migration applied. Root may not run PostgreSQL, so as root it runs as the
 * `postgres` user (runuser).
 */

export interface Connection extends Session {
  /** The server process serving this connection (pg_stat_activity.pid). */
  readonly pid: number;
  close(): Promise<void>;
}

/** A connection inside an open transaction switched to a role with a request's claims, as PostgREST runs one. */
export interface RequestConnection extends Connection {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** PostgREST's is read committed; a function or role may set another. */
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
}

export interface RealPostgres {
  readonly port: number;
  /** A connection as the superuser, which owns what the migrations made (as `postgres` does on Supabase). */
  readonly admin: Connection;
  connect(): Promise<Connection>;
  /** A new connection in a transaction as `role` with the JWT's `claims` (request.jwt.claims) and the request's headers (request.headers). */
  openAs(role: Role, claims?: Record<string, unknown>, options?: RequestOptions): Promise<RequestConnection>;
  stop(): Promise<void>;
}

const DEBIAN = '/usr/lib/postgresql';

/** The folder of initdb and pg_ctl: POSTGRES_BIN, else Debian's newest; null when there is none. */
export function postgresBin(): string | null {
  const given = process.env.POSTGRES_BIN?.trim();
  const versions = existsSync(DEBIAN) ? readdirSync(DEBIAN).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = given ? [given] : versions.map((v) => path.join(DEBIAN, v, 'bin'));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, tool: string, args: string[]): string {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const done = spawnSync(command, argv, { encoding: 'utf8', timeout: 120_000 });
  if (done.status !== 0) throw new Error(`${tool} failed (${done.status ?? done.signal}): ${done.stderr || done.stdout || done.error?.message}`);
  return done.stdout;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const ids = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(ids.uid) || ids.uid <= 0) throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as');
  return ids;
}

async function openConnection(port: number): Promise<Connection> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  return {
    pid,
    query: async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

/** Starts a cluster, lays it out like a Supabase project and applies every migration. */
export async function startRealPostgres(): Promise<RealPostgres> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed here (no ${DEBIAN}/*/bin/initdb): install Debian's package (apt-get install postgresql), as .ci/run does, or set POSTGRES_BIN`,
    );
  }
  const home = mkdtempSync(path.join(tmpdir(), 'wedding-real-postgres-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(home, uid, gid);
  }
  const data = path.join(home, 'data');
  const port = reservePort();
  const pgCtl = (...args: string[]) => run(bin, 'pg_ctl', ['-D', data, ...args]);
  let running = false;
  const stopNow = () => {
    if (running) {
      running = false;
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already gone
      }
    }
    releasePort(port);
    rmSync(home, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const options = [`-p ${port}`, `-k '${home}'`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
    running = true;
    pgCtl('-l', path.join(home, 'server.log'), '-w', '-t', '60', '-o', options.join(' '), 'start');
  } catch (e) {
    const log = path.join(home, 'server.log');
    const tail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    stopNow();
    process.removeListener('exit', stopNow);
    throw new Error(`${e instanceof Error ? e.message : String(e)}${tail}`);
  }
  const opened = new Set<Connection>();
  const connect = async () => {
    const connection = await openConnection(port);
    opened.add(connection);
    return { ...connection, close: async () => (opened.delete(connection), connection.close()) };
  };
  const stop = async () => {
    await Promise.allSettled([...opened].map((c) => c.close()));
    stopNow();
    process.removeListener('exit', stopNow);
  };
  const admin = await connect();
  for (const sql of supabaseLayout()) await admin.exec(sql);
  for (const file of migrationFiles()) {
    try {
      await admin.exec(migrationSql(file));
    } catch (e) {
      await stop();
      throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return {
    port,
    admin,
    connect,
    openAs: async (role, claims = {}, { headers = {}, isolation = 'read committed' } = {}) => {
      const connection = await connect();
      await connection.exec(`begin isolation level ${isolation}`);
      await connection.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true), set_config('role', $3, true)`, [
        JSON.stringify(headers),
        JSON.stringify(claims),
        role,
      ]);
      return { ...connection, commit: () => connection.exec('commit'), rollback: () => connection.exec('rollback') };
    },
    stop,
  };
}

const inCI = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * A describe block whose tests share one real PostgreSQL. Without PostgreSQL the block is skipped on a
 * developer's machine (saying so), but in CI its tests fail: there it must run.
 */
export function describeOnRealPostgres(name: string, body: (server: () => RealPostgres) => void): void {
  if (!postgresBin() && !inCI) {
    console.warn(`Skipped "${name}": no PostgreSQL here (${DEBIAN}/*/bin/initdb). apt-get install postgresql, or set POSTGRES_BIN, to run it.`);
    describe.skip(`${name} (no PostgreSQL here)`, () => body(() => undefined as never));
    return;
  }
  describe(name, () => {
    let server: RealPostgres | undefined;
    beforeAll(async () => {
      server = await startRealPostgres();
    }, 180_000);
    afterAll(() => server?.stop());
    body(() => {
      if (!server) throw new Error('the real PostgreSQL did not start');
      return server;
    });
  });
}
