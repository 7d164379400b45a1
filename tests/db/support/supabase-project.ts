import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A new Supabase project as our migrations find it, for any Postgres the tests start (PGlite in
 * postgres.ts, a real server in real-postgres.ts): the API roles, Supabase's default grants on
 * public, and a small stand-in for the auth and storage schemas (buckets, objects with row-level
 * security, foldername() and a search() that lists one folder level, as invoker).
 */

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../supabase/migrations');

export const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort();

/** The roles PostgREST and Storage switch to, and the grants a new Supabase project starts with. */
export const SUPABASE_ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

/** Supabase Auth's part of the database the policies see: its users, and auth.uid()/jwt() reading the request's claims as PostgREST sets them. */
export const AUTH_SCHEMA = `
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
export const STORAGE_SCHEMA = `
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

/** The SQL that lays a fresh database out like a Supabase project, before the migrations. */
export const supabaseLayout = (options: { storage?: boolean } = {}): string[] =>
  options.storage === false ? [SUPABASE_ROLES, AUTH_SCHEMA] : [SUPABASE_ROLES, AUTH_SCHEMA, STORAGE_SCHEMA];

export const migrationSql = (file: string): string => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');

/** Everything a migrated database is made from, for a cache of one to know when it is stale. */
export const schemaSources = (): string => [...supabaseLayout(), ...migrationFiles().map((f) => `${f}\n${migrationSql(f)}`)].join('\n');
