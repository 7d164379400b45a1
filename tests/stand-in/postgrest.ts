import { json } from './answers';
import { ident, type StandInDatabase } from './database';
import type { Role, Statement } from '../db/support/postgres';
import type { Answer } from './types';

/**
 * The part of PostgREST (`/rest/v1/{table}`) that supabase-js uses for our calls, turned into SQL
 * as PostgREST does it and run on the stand-in's Postgres as the request's role, with its headers
 * in request.headers, so the grants and row-level-security policies of supabase/migrations answer:
 * `select`, horizontal filters (`col=op.value`, the value compared as the column's type), `order`,
 * `limit`/`offset` (or a `Range` header), the single-object media type of `.single()`, and errors
 * with Postgres's own codes and PostgREST's statuses.
 */

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };

export const pgrstError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  json(status, { code, details, hint, message });

export const noSuchTable = (table: string) =>
  pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null, 'Perhaps you meant a table that exists');

class QueryError extends Error {
  constructor(readonly answer: Answer) {
    super('query error');
  }
}

const parseError = (what: string, text: string, details: string | null = null) =>
  new QueryError(pgrstError(400, 'PGRST100', `"failed to parse ${what} (${text})" (line 1, column 1)`, details));

/** PostgREST's status for a Postgres error (its Error.hs), with Postgres's code and message. */
export function fromPostgres(e: unknown, role: Role): Answer {
  const { code = 'XX000', message = String(e) } = (e ?? {}) as { code?: string; message?: string };
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23503' || code === '23505') status = 409;
  else if (code === '42883' || code === '42P01') status = 404;
  else if (code === 'P0001' || code.startsWith('22') || code.startsWith('23') || code.startsWith('42') || code === '21000') status = 400;
  else if (code.startsWith('08') || code.startsWith('53')) status = 503;
  else if (code.startsWith('54')) status = 413;
  else status = 500;
  return pgrstError(status, code, message);
}

/** The WHERE clause of the query's filters, its values as parameters Postgres types by their column. */
export function whereClause(table: string, query: URLSearchParams, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [column, expression] of query) {
    if (RESERVED.has(column)) continue;
    const m = /^(not\.)?([a-z]+)\.(.*)$/s.exec(expression);
    if (!m) throw parseError('filter', expression, 'unexpected operator');
    const [, negate, operator = '', operand = ''] = m;
    const target = `${ident(table)}.${ident(column)}`;
    let condition: string;
    if (operator in OPERATORS) {
      const value = operator === 'like' || operator === 'ilike' ? operand.replace(/\*/g, '%') : operand;
      condition = `${target} ${OPERATORS[operator]} ${param(value)}`;
    } else if (operator === 'in') {
      const list = operand.replace(/^\(|\)$/g, '').split(',').map((v) => v.trim().replace(/^"|"$/g, ''));
      condition = `${target} in (${list.map(param).join(', ')})`;
    } else if (operator === 'is' && ['null', 'true', 'false', 'unknown'].includes(operand)) {
      condition = `${target} is ${operand}`;
    } else {
      throw parseError('filter', expression, 'unexpected operator');
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

function orderClause(table: string, order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', direction = 'asc', nulls] = term.split('.');
    if (!column || !['asc', 'desc'].includes(direction) || (nulls && !['nullsfirst', 'nullslast'].includes(nulls))) throw parseError('order', order);
    return `${ident(table)}.${ident(column)} ${direction}${nulls ? ` nulls ${nulls === 'nullsfirst' ? 'first' : 'last'}` : ''}`;
  });
  return `order by ${terms.join(', ')}`;
}

function selectList(table: string, select: string | null): string {
  if (!select || select === '*') return '*';
  const wanted = select.split(',').filter(Boolean);
  if (wanted.some((c) => /[():!]/.test(c))) throw parseError('select', select, 'the stand-in does not support embedding, casting or renaming in select');
  return wanted.map((c) => `${ident(table)}.${ident(c)}`).join(', ');
}

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);

/** The rows asked for: `limit`/`offset`, else a `Range: first-last` header (items), as PostgREST pages. */
function paging(query: URLSearchParams, range: string | undefined): { limit: number | null; offset: number } {
  const limit = query.has('limit') ? whole(query.get('limit')) : null;
  const offset = query.has('offset') ? whole(query.get('offset')) : 0;
  if ((query.has('limit') && limit === null) || offset === null) throw parseError('limit or offset', `${query.get('limit')}, ${query.get('offset')}`);
  const m = range ? /^(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (m && !query.has('limit') && !query.has('offset')) {
    const first = Number(m[1]);
    return { offset: first, limit: m[2] ? Math.max(Number(m[2]) - first + 1, 0) : null };
  }
  return { limit, offset };
}

export interface ReadRequest {
  table: string;
  query: URLSearchParams;
  accept: string;
  role: Role;
  headers: Record<string, string>;
  claims?: Record<string, unknown>;
  range?: string;
}

/** Answers `GET /rest/v1/{table}?…`; `wrongShape` turns each row into a string. */
export async function answerRest(db: StandInDatabase, r: ReadRequest, wrongShape = false): Promise<Answer> {
  if (!db.tables.has(r.table)) return noSuchTable(r.table);
  let statement: Statement;
  let offset = 0;
  try {
    const params: unknown[] = [];
    const page = paging(r.query, r.range);
    offset = page.offset;
    const sql =
      `select ${selectList(r.table, r.query.get('select'))} from public.${ident(r.table)} ${whereClause(r.table, r.query, params)} ` +
      `${orderClause(r.table, r.query.get('order'))} ${page.limit === null ? '' : `limit ${page.limit}`} offset ${page.offset}`;
    statement = { sql: `select coalesce(json_agg(r), '[]')::text as body, count(*)::int as n from (${sql}) r`, params };
  } catch (e) {
    if (e instanceof QueryError) return e.answer;
    throw e;
  }
  let result: { body: string; n: number };
  try {
    const [answer] = await db.run(r.role, r.headers, [statement], r.claims);
    result = answer?.rows[0] as { body: string; n: number };
  } catch (e) {
    return fromPostgres(e, r.role);
  }
  const rows = JSON.parse(result.body) as unknown[];
  const body: unknown[] = wrongShape ? (rows.length ? rows : [{}]).map((_, i) => `not a row (${i})`) : rows;
  const range = rows.length ? `${offset}-${offset + rows.length - 1}/*` : '*/0';

  if (r.accept.includes(OBJECT_MEDIA_TYPE)) {
    if (rows.length !== 1) {
      return pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
    }
    return { status: 200, headers: { 'content-type': `${OBJECT_MEDIA_TYPE}; charset=utf-8`, 'content-range': range }, body: JSON.stringify(body[0]) };
  }
  return json(200, body, { 'content-range': range });
}

/** Whether the query has a filter (Supabase's PostgREST refuses a DELETE without one). */
export const hasFilter = (query: URLSearchParams) => [...query.keys()].some((k) => !RESERVED.has(k));

/** A filter the stand-in cannot parse, as PostgREST answers it; rethrows anything else. */
export function parseFailure(e: unknown): Answer {
  if (e instanceof QueryError) return e.answer;
  throw e;
}
