import { randomUUID } from 'node:crypto';
import type { Role, Session } from './postgres';

/**
 * Guests' uploads (supabase/migrations/…_guest_uploads.sql, …_guest_upload_bucket.sql) asked of any migrated
 * database as PostgREST and Storage ask it: each request in its own savepoint, as its role with its headers and
 * claims, inside one transaction that is rolled back, so every test starts from the same wedding.
 */

export const PEOPLE = {
  ana: randomUUID(),
  bruno: randomUUID(),
  owner: { id: randomUUID(), email: 'ines@example.com' },
  helper: { id: randomUUID(), email: 'planner@example.com' },
  stranger: { id: randomUUID(), email: 'someone@example.com' },
};

export type Who = 'ana' | 'bruno' | 'no one' | 'made up' | 'owner' | 'helper' | 'stranger';

const requestOf = (who: Who): { role: Role; headers: Record<string, string>; claims: Record<string, unknown> } => {
  if (who === 'ana' || who === 'bruno') return { role: 'anon', headers: { 'x-guest-id': PEOPLE[who] }, claims: { role: 'anon' } };
  if (who === 'made up') return { role: 'anon', headers: { 'x-guest-id': randomUUID() }, claims: { role: 'anon' } };
  if (who === 'no one') return { role: 'anon', headers: {}, claims: { role: 'anon' } };
  const user = PEOPLE[who];
  return { role: 'authenticated', headers: {}, claims: { sub: user.id, email: user.email, role: 'authenticated' } };
};

/** The wedding (today in Lisbon), two guests, an owner, a helper and a stranger, written as the database's owner. */
export async function putGuestUploadWedding(admin: Session): Promise<void> {
  await admin.query(`insert into public.wedding_info (id, wedding) values (1, '{}') on conflict (id) do nothing`);
  await admin.query(`insert into public.guests (id, name) values ($1, 'Ana'), ($2, 'Bruno')`, [PEOPLE.ana, PEOPLE.bruno]);
  for (const [role, user] of [['owner', PEOPLE.owner], ['helper', PEOPLE.helper], [null, PEOPLE.stranger]] as const) {
    await admin.query(`insert into auth.users (id, email) values ($1, $2)`, [user.id, user.email]);
    if (role) await admin.query(`insert into public.members (user_id, role, email) values ($1, $2, $3)`, [user.id, role, user.email]);
  }
}

export interface Refused {
  refused: string;
}

export type Outcome<T> = { ok: true; rows: T[]; affectedRows: number } | { ok: false; message: string };

/** One transaction, rolled back: `as` runs a statement as someone's request, `admin` as the database's owner. */
export async function scene<T>(
  db: Session,
  work: (ask: {
    as: <R = Record<string, unknown>>(who: Who, sql: string, params?: unknown[]) => Promise<Outcome<R>>;
    admin: <R = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;
  }) => Promise<T>,
): Promise<T> {
  await db.exec('begin');
  try {
    return await work({
      admin: async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows,
      as: async <R>(who: Who, sql: string, params?: unknown[]) => {
        const { role, headers, claims } = requestOf(who);
        await db.exec('savepoint request');
        try {
          await db.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true), set_config('role', $3, true)`, [
            JSON.stringify(headers),
            JSON.stringify(claims),
            role,
          ]);
          const result = await db.query<R>(sql, params);
          await db.exec('release savepoint request');
          await db.exec('reset role');
          return { ok: true as const, rows: result.rows, affectedRows: result.affectedRows };
        } catch (e) {
          await db.exec('rollback to savepoint request');
          await db.exec('reset role');
          return { ok: false as const, message: e instanceof Error ? e.message : String(e) };
        }
      },
    });
  } finally {
    await db.exec('rollback');
  }
}

/** The wedding's date `days` from today in Lisbon, and the couple's closing date `closesIn` days from today (null: the default). */
export async function setDay(admin: (sql: string, params?: unknown[]) => Promise<unknown>, days: number, closesIn: number | null = null, extra: Record<string, unknown> = {}) {
  await admin(
    `update public.wedding_info set wedding = jsonb_build_object('date', ((now() at time zone 'Europe/Lisbon')::date + $1::int)::text, 'timeZone', 'Europe/Lisbon') || $2::jsonb`,
    [days, JSON.stringify(extra)],
  );
  await admin(`update public.guest_upload_settings set closes_on = (now() at time zone 'Europe/Lisbon')::date + $1::int`, [closesIn]);
}

/** A ticket as the site asks for one: the guest's place for one file, or why not. */
export const TICKET = `select public.ticket_guest_upload($1, $2, $3, $4) as t`;

/** What Storage writes when an upload arrives (as its own account, after the upload is verified). */
export const ARRIVED = `insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, jsonb_build_object('size', $2::bigint, 'mimetype', 'image/jpeg'))`;

/** createSignedUploadUrl's check: an insert as the caller, in a transaction Storage rolls back. */
export const SIGN_CHECK = `insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, '{}')`;

export const ref = () => randomUUID().replaceAll('-', '');
