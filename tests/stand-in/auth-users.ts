import type { StandInDatabase } from './database';

/** auth.users as GoTrue reads and writes it (as its own account, outside any request's role), and a user as GoTrue answers one. */

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string) => UUID.test(text);

/** The rows as JSON, so timestamps read as Postgres writes them (ISO with offset). */
async function select(db: StandInDatabase, where: string, params: unknown[]): Promise<UserRow[]> {
  const { rows } = await db.db.query<{ body: string }>(
    `select coalesce(json_agg(u order by u.created_at, u.id), '[]')::text as body from auth.users u ${where}`,
    params,
  );
  return JSON.parse(rows[0]?.body ?? '[]') as UserRow[];
}

export const userByEmail = async (db: StandInDatabase, email: string) => (await select(db, 'where lower(u.email) = $1', [email.toLowerCase()]))[0];

export const userById = async (db: StandInDatabase, id: string) => (isUuid(id) ? (await select(db, 'where u.id = $1::uuid', [id]))[0] : undefined);

export const allUsers = (db: StandInDatabase) => select(db, '', []);

export async function insertUser(
  db: StandInDatabase,
  u: { email: string; passwordHash: string | null; confirmed: boolean; meta: unknown },
): Promise<UserRow> {
  const { rows } = await db.db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, case when $3 then now() end, coalesce($4::jsonb, '{}')) returning id::text`,
    [u.email, u.passwordHash, u.confirmed, u.meta && typeof u.meta === 'object' && !Array.isArray(u.meta) ? JSON.stringify(u.meta) : null],
  );
  return (await userById(db, String(rows[0]?.id))) as UserRow;
}

/** Sets what is given: a new password hash, and metadata merged in (a null value removes its key, as GoTrue does). */
export async function updateUser(
  db: StandInDatabase,
  id: string,
  change: { passwordHash?: string; meta?: Record<string, unknown> },
): Promise<UserRow> {
  await db.db.query(
    `update auth.users set encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || coalesce($3::jsonb, '{}')), updated_at = now()
     where id = $1::uuid`,
    [id, change.passwordHash ?? null, change.meta ? JSON.stringify(change.meta) : null],
  );
  return (await userById(db, id)) as UserRow;
}

/** Deletes the user; the members row goes with it (on delete cascade), as on a project. */
export const deleteUser = (db: StandInDatabase, id: string) => db.db.query('delete from auth.users where id = $1::uuid', [id]);

/** A user as GoTrue's JSON has it (an e-mail identity, the email provider). */
export function userJson(row: UserRow, lastSignInAt?: string): Record<string, unknown> {
  const identity = { email: row.email, email_verified: row.email_confirmed_at !== null, phone_verified: false, sub: row.id };
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at ?? undefined,
    phone: '',
    confirmed_at: row.email_confirmed_at ?? undefined,
    last_sign_in_at: lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: identity,
        provider: 'email',
        last_sign_in_at: lastSignInAt ?? row.created_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
        email: row.email,
      },
    ],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}
