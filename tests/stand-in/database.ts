import { createHash } from 'node:crypto';
import childProcess from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, prepareSupabase, schemaSources, startDatabase, type Database, type Role, type Statement } from '../db/support/postgres';
import type { Row } from './types';

/**
 * The stand-in's PostgreSQL: PGlite (tests/db/support) with Supabase's roles, our storage schema and
 * every migration of supabase/migrations applied, so requests are answered by the real tables,
 * grants and row-level-security policies. Starting Postgres and migrating it takes seconds, so a
 * migrated data directory is kept in the system's temporary folder (named by a hash of the SQL), a
 * database starts from it in well under a second, and a closed stand-in's database is emptied and
 * handed to the next one in the same process.
 */

/** A project as the couple may have left it: without the row-level-security policies, or before the guest-opens, replies, messages or last-seed migration. */
export interface Variant {
  rls: boolean;
  guestOpens: boolean;
  guestReplies: boolean;
  deskMessages: boolean;
  lastSeed: boolean;
}

/** The tables the stand-in keeps (the data file, `table()`), in the order rows are loaded. */
export const TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens', 'last_seed', 'guest_uploads'] as const;

const WITHOUT_RLS = `
  alter table public.wedding_info disable row level security;
  alter table public.guests disable row level security;
  alter table public.love_story disable row level security;
  alter table public.photo_gallery disable row level security;
  alter table public.guest_opens disable row level security;
  alter table public.announcements disable row level security;
  grant select on all tables in schema public to anon, authenticated;
  alter table storage.objects disable row level security;
`;
const WITHOUT_GUEST_OPENS = 'drop function public.record_guest_open(uuid); drop table public.guest_opens;';
const WITHOUT_GUEST_REPLIES = 'drop table public.guest_replies;';
const WITHOUT_DESK_MESSAGES = 'drop table public.desk_messages;';
const WITHOUT_LAST_SEED = 'drop table public.last_seed;';
const EMPTY = `
  truncate public.wedding_info, public.guests, public.love_story, public.photo_gallery restart identity cascade;
  delete from storage.objects;
  delete from storage.buckets;
  truncate auth.users cascade;
  do $$ begin if to_regclass('public.desk_messages') is not null then truncate public.desk_messages; end if; end $$;
  do $$ begin if to_regclass('public.announcements') is not null then truncate public.announcements; end if; end $$;
  do $$ begin if to_regclass('public.last_seed') is not null then truncate public.last_seed; end if; end $$;
  do $$ begin if to_regclass('public.guest_upload_settings') is not null then
    truncate public.guest_uploads;
    delete from public.guest_upload_settings;
    insert into public.guest_upload_settings (id) values (1);
  end if; end $$;
`;

const PGLITE_PACKAGE = path.resolve(__dirname, '../../node_modules/@electric-sql/pglite/package.json');

/** A migrated data directory, made once per machine and schema. */
async function templateFile(): Promise<string> {
  const version = existsSync(PGLITE_PACKAGE) ? (JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version : '';
  const hash = createHash('sha256').update(version).update(schemaSources()).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), 'wedding-stand-in', `supabase-${hash}.tar`);
  if (existsSync(file)) return file;
  const db = await startDatabase();
  try {
    await prepareSupabase(db);
    await applyMigrations(db);
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, await db.dump());
    renameSync(temp, file); // atomic: a process racing to make it too finds a whole file or none
  } finally {
    await db.close();
  }
  return file;
}

interface Pool {
  idle: Map<string, Database[]>;
  template: Promise<string> | null;
}

const POOL = Symbol.for('wedding-invitation.stand-in-databases');

/**
 * Kept on a Node core module: Jest gives each test file its own globals but the same core modules,
 * so the databases of a worker are started once, not once per file.
 */
function pool(): Pool {
  const holder = childProcess as unknown as Record<symbol, Pool | undefined>;
  return (holder[POOL] ??= { idle: new Map(), template: null });
}

const keyOf = (v: Variant) => `${v.rls ? 'rls' : 'open'}-${v.guestOpens ? 'opens' : 'no-opens'}-${v.guestReplies ? 'replies' : 'no-replies'}-${v.deskMessages ? 'messages' : 'no-messages'}-${v.lastSeed ? 'seed' : 'no-seed'}`;

async function startOne(variant: Variant): Promise<Database> {
  const state = pool();
  state.template ??= templateFile().catch((e: unknown) => {
    state.template = null;
    throw e;
  });
  const db = await startDatabase(await state.template);
  db.unref();
  if (!variant.rls) await db.exec(WITHOUT_RLS);
  if (!variant.guestOpens) await db.exec(WITHOUT_GUEST_OPENS);
  if (!variant.guestReplies) await db.exec(WITHOUT_GUEST_REPLIES);
  if (!variant.deskMessages) await db.exec(WITHOUT_DESK_MESSAGES);
  if (!variant.lastSeed) await db.exec(WITHOUT_LAST_SEED);
  return db;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class StandInDatabase {
  private keys = new Map<string, string[]>();
  /** The tables of public this project has. */
  readonly tables: ReadonlySet<string>;

  private constructor(
    readonly db: Database,
    private readonly key: string,
    /** Each table's columns, in order. */
    private readonly columns: Map<string, string[]>,
    /** The tables whose id is an identity column (the database counts them). */
    private readonly counted: Set<string>,
  ) {
    this.tables = new Set(columns.keys());
  }

  /** An empty database of the variant: one the process already has, or a new one. */
  static async acquire(variant: Variant): Promise<StandInDatabase> {
    const key = keyOf(variant);
    const idle = pool().idle.get(key) ?? [];
    for (let db = idle.pop(); db; db = idle.pop()) {
      try {
        await db.exec(EMPTY);
        return await StandInDatabase.open(db, key);
      } catch {
        await db.close().catch(() => undefined); // its process died: start another
      }
    }
    const db = await startOne(variant);
    await db.exec(EMPTY);
    return StandInDatabase.open(db, key);
  }

  private static async open(db: Database, key: string) {
    const { rows } = await db.query<{ table: string; columns: string[]; counted: boolean }>(
      `select c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns,
              bool_or(c.column_name = 'id' and c.is_identity = 'YES') as counted
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' group by c.table_name`,
    );
    return new StandInDatabase(db, key, new Map(rows.map((r) => [r.table, r.columns])), new Set(rows.filter((r) => r.counted).map((r) => r.table)));
  }

  /** A test changed the schema itself (dropped a policy, say): this database goes when released, never to another stand-in. */
  private altered = false;

  /** Runs SQL as the database's owner, outside any request. */
  alter(sql: string): Promise<void> {
    this.altered = true;
    return this.db.exec(sql);
  }

  /** Gives the database back for the next stand-in of this process (at most two are kept idle per variant). */
  release(): void {
    const idle = pool().idle;
    const list = idle.get(this.key) ?? [];
    if (this.altered || list.length >= 2) void this.db.close().catch(() => undefined);
    else idle.set(this.key, [...list, this.db]);
  }

  /** Runs one request's statements as `role` with its token's claims (undefined: as the database owner, as Storage's own service account does). */
  run(role: Role | undefined, headers: Record<string, string>, statements: Statement[], claims?: Record<string, unknown>) {
    return this.db.transaction({ ...(role ? { role, headers, ...(claims ? { claims } : {}) } : {}), statements });
  }

  columnsOf(table: string): string[] {
    return this.columns.get(table) ?? [];
  }

  /** The primary key's columns: what an upsert without on_conflict is matched on, as PostgREST does. */
  async primaryKey(table: string): Promise<string[]> {
    let known = this.keys.get(table);
    if (!known) {
      const { rows } = await this.db.query<{ name: string }>(
        `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = $1::regclass and i.indisprimary`,
        [`public.${ident(table)}`],
      );
      known = rows.map((r) => r.name);
      this.keys.set(table, known);
    }
    return known;
  }

  /** The statements that put rows in a table as they are given (ids included), refusing a column the migrations do not have. */
  private insertStatements(table: string, rows: Row[]): Statement[] {
    if (!this.tables.has(table)) throw new Error(`stand-in: there is no table public.${table} in supabase/migrations`);
    const columns = this.columnsOf(table);
    const groups = new Map<string, Row[]>();
    for (const given of rows) {
      // As JSON would carry it: a key whose value is undefined is no column at all.
      const row = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      const unknown = Object.keys(row).filter((c) => !columns.includes(c));
      if (unknown.length) throw new Error(`stand-in: public.${table} has no column ${unknown.join(', ')} (supabase/migrations)`);
      const names = Object.keys(row).sort().join(',');
      groups.set(names, [...(groups.get(names) ?? []), row]);
    }
    const statements: Statement[] = [...groups].map(([names, group]) => {
      const list = names.split(',').filter(Boolean).map(ident).join(', ');
      return list
        ? { sql: `insert into public.${ident(table)} (${list}) select ${list} from json_populate_recordset(null::public.${ident(table)}, $1::json)`, params: [JSON.stringify(group)] }
        : { sql: `insert into public.${ident(table)} default values` };
    });
    // Given ids move an identity column's counter on, as a database that had made them would have.
    if (this.counted.has(table)) {
      statements.push({ sql: `select setval(pg_get_serial_sequence('public.${ident(table)}', 'id'), coalesce((select max(id) from public.${ident(table)}), 0) + 1, false)` });
    }
    return statements;
  }

  /** Puts rows in a table; sent at once, so any request that arrives later sees them. */
  insertRows(table: string, rows: Row[]): Promise<unknown> {
    return this.run(undefined, {}, this.insertStatements(table, rows));
  }

  /** Replaces a table's rows in one transaction, sent at once (a test need not wait for it before the next request). */
  replaceRows(table: string, rows: Row[]): Promise<unknown> {
    return this.run(undefined, {}, [{ sql: `delete from public.${ident(table)}` }, ...this.insertStatements(table, rows)]);
  }

  /** A table's rows now, as PostgREST writes them in JSON. */
  async rows(table: string): Promise<Row[]> {
    if (!this.tables.has(table)) return [];
    const { rows } = await this.db.query<{ body: string }>(`select coalesce(json_agg(t), '[]')::text as body from public.${ident(table)} t`);
    return JSON.parse(rows[0]?.body ?? '[]') as Row[];
  }

}

export { ident };
