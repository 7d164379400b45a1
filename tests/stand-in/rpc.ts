import { ident, type StandInDatabase } from './database';
import { fromPostgres, pgrstError } from './postgrest';
import type { Caller } from './bucket';
import type { Answer } from './types';

/**
 * PostgREST's `POST /rest/v1/rpc/{fn}`: finds the function of public by its name and its
 * arguments' names, as PostgREST's schema cache does, and calls it with named arguments as the
 * request's role (a signed-in user's claims too), so its grants decide (supabase/migrations: the anon key may call
 * record_guest_open and nothing else). A void function answers 204 with no body.
 */

function noSuchFunction(fn: string, args: string[]): Answer {
  const searched = args.length ? `with parameters ${args.join(', ')}` : 'without parameters';
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${fn}(${args.join(', ')}) in the schema cache`,
    `Searched for the function public.${fn} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

export async function callFunction(db: StandInDatabase, fn: string, body: unknown, caller: Caller): Promise<Answer> {
  const args = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const names = Object.keys(args).sort();
  const { rows } = await db.db.query<{ args: string[] | null; void: boolean }>(
    `select p.proargnames as args, p.prorettype = 'void'::regtype as void
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`,
    [fn],
  );
  const match = rows.find((r) => [...(r.args ?? [])].sort().join() === names.join());
  if (!match) return noSuchFunction(fn, names);
  const params = names.map((n) => (args[n] === null || typeof args[n] !== 'object' ? args[n] : JSON.stringify(args[n])));
  const call = `public.${ident(fn)}(${names.map((n, i) => `${ident(n)} => $${i + 1}`).join(', ')})`;
  try {
    const sql = match.void ? `select ${call}` : `select to_json(${call})::text as body`;
    const [result] = await db.run(caller.role, caller.headers, [{ sql, params }], caller.claims);
    if (match.void) return { status: 204, headers: {}, body: '' };
    return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: String(result?.rows[0]?.body ?? 'null') };
  } catch (e) {
    return fromPostgres(e, caller.role);
  }
}
