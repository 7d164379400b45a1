import { isWellFormedGuestId } from '../../lib/wedding/guest-id';
import { json } from './answers';
import type { ParsedRoute } from './routes';
import type { Answer, Row } from './types';
import { permissionDenied } from './writes';

/**
 * PostgREST's `POST /rest/v1/rpc/{fn}` for the database functions of supabase/migrations:
 * `record_guest_open(guest_id uuid) returns void`, which stamps an existing guest's row in
 * `guest_opens` (first and last opened time, opening days in UTC) and answers 204 with no
 * body whether or not the id is a guest's. Any other function, or other arguments, is
 * PostgREST's 404 PGRST202. With `rls`, the anon key can neither read nor write `guest_opens`;
 * without `migrated` (a project before that migration) neither exists.
 */

export const GUEST_OPENS = 'guest_opens';
const RECORD_OPEN = 'record_guest_open';

const pgrst = (status: number, code: string, message: string, details: string | null = null) => json(status, { code, details, hint: null, message });

/** PostgREST finds a function by its name and its arguments' names. */
function noSuchFunction(fn: string, args: string[]): Answer {
  const searched = args.length ? `with parameters ${args.join(', ')}` : 'without parameters';
  return pgrst(
    404,
    'PGRST202',
    `Could not find the function public.${fn}(${args.join(', ')}) in the schema cache`,
    `Searched for the function public.${fn} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** As Postgres writes a timestamptz in JSON. */
const timestamp = (d: Date) => d.toISOString().replace('Z', '+00:00');
const utcDay = (iso: unknown) => String(iso).slice(0, 10);

function recordOpen(tables: Map<string, Row[]>, guestId: unknown, now: Date): Answer {
  if (guestId === null) return { status: 204, headers: {}, body: '' };
  if (typeof guestId !== 'string' || !isWellFormedGuestId(guestId)) {
    return pgrst(400, '22P02', `invalid input syntax for type uuid: "${typeof guestId === 'string' ? guestId : JSON.stringify(guestId)}"`);
  }
  const guest = (tables.get('guests') ?? []).find((g) => String(g.id).toLowerCase() === guestId.toLowerCase());
  if (guest) {
    const opens = tables.get(GUEST_OPENS) ?? [];
    const at = timestamp(now);
    const row = opens.find((o) => o.guest_id === guest.id);
    const rest = opens.filter((o) => o !== row);
    const next = row
      ? { ...row, last_opened_at: at, opening_days: Number(row.opening_days) + (utcDay(row.last_opened_at) < utcDay(now.toISOString()) ? 1 : 0) }
      : { guest_id: guest.id, first_opened_at: at, last_opened_at: at, opening_days: 1 };
    tables.set(GUEST_OPENS, [...rest, next]);
  }
  return { status: 204, headers: {}, body: '' };
}

export function createRpc(tables: Map<string, Row[]>, o: { rls: boolean; migrated: boolean }, now: () => Date = () => new Date()) {
  const { rls, migrated } = o;
  if (migrated && !tables.has(GUEST_OPENS)) tables.set(GUEST_OPENS, []);
  return {
    /** The answer for a function call, or for the anon key touching guest_opens under our policies; undefined otherwise. */
    answer(parsed: ParsedRoute, service: boolean, body: unknown): Answer | undefined {
      if ((parsed.route === 'rest' || parsed.route === 'rest-write') && parsed.table === GUEST_OPENS && migrated && rls && !service) {
        return permissionDenied(GUEST_OPENS);
      }
      if (parsed.route !== 'rpc') return undefined;
      const fn = parsed.objectPath as string;
      const args = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const names = Object.keys(args).sort();
      if (!migrated || fn !== RECORD_OPEN || names.join() !== 'guest_id') return noSuchFunction(fn, names);
      return recordOpen(tables, args.guest_id, now());
    },
  };
}
