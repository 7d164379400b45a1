import { json } from './answers';
import { withColumnDefaults } from './column-defaults';
import type { Answer, Row } from './types';

/**
 * The part of PostgREST (`GET /rest/v1/{table}`) that supabase-js uses for our calls:
 * `select`, horizontal filters (`col=op.value`), `order`, `limit`/`offset`, and the
 * single-object media type of `.single()`.
 */

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

const pgrstError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  json(status, { code, details, hint, message });

class QueryError extends Error {
  constructor(readonly answer: Answer) {
    super('query error');
  }
}

function columnsOf(rows: Row[]): Set<string> | null {
  if (rows.length === 0) return null; // an empty table tells nothing about its columns
  return new Set(rows.flatMap((r) => Object.keys(r)));
}

function checkColumn(table: string, columns: Set<string> | null, column: string) {
  if (columns && !columns.has(column)) {
    throw new QueryError(pgrstError(400, '42703', `column ${table}.${column} does not exist`));
  }
}

/** PostgreSQL compares the column's value with the filter's text; we compare as numbers when both are numbers. */
function compare(a: unknown, b: string): number {
  if (typeof a === 'number' && b.trim() !== '' && !Number.isNaN(Number(b))) return a - Number(b);
  const s = typeof a === 'string' ? a : JSON.stringify(a);
  return s < b ? -1 : s > b ? 1 : 0;
}

const likeToRegExp = (pattern: string, flags: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*').replace(/_/g, '.')}$`, flags);

function matches(value: unknown, operator: string, operand: string): boolean {
  if (operator === 'is') {
    if (operand === 'null') return value === null || value === undefined;
    if (operand === 'true') return value === true;
    if (operand === 'false') return value === false;
    throw new Error('bad is');
  }
  if (value === null || value === undefined) return false; // NULL never equals anything
  switch (operator) {
    case 'eq':
      return compare(value, operand) === 0;
    case 'neq':
      return compare(value, operand) !== 0;
    case 'gt':
      return compare(value, operand) > 0;
    case 'gte':
      return compare(value, operand) >= 0;
    case 'lt':
      return compare(value, operand) < 0;
    case 'lte':
      return compare(value, operand) <= 0;
    case 'like':
      return likeToRegExp(operand, '').test(String(value));
    case 'ilike':
      return likeToRegExp(operand, 'i').test(String(value));
    case 'in': {
      const list = operand.replace(/^\(|\)$/g, '').split(',').map((v) => v.trim().replace(/^"|"$/g, ''));
      return list.some((v) => compare(value, v) === 0);
    }
    default:
      throw new Error('bad operator');
  }
}

function applyFilters(table: string, rows: Row[], query: URLSearchParams): Row[] {
  const columns = columnsOf(rows);
  let result = rows;
  for (const [column, expression] of query) {
    if (RESERVED.has(column)) continue;
    const m = /^(not\.)?([a-z]+)\.(.*)$/s.exec(expression);
    const negate = Boolean(m?.[1]);
    const operator = m?.[2] ?? '';
    const operand = m?.[3] ?? '';
    if (!m || !['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'].includes(operator)) {
      throw new QueryError(
        pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 1)`, 'unexpected operator'),
      );
    }
    checkColumn(table, columns, column);
    try {
      result = result.filter((r) => matches(r[column], operator, operand) !== negate);
    } catch {
      throw new QueryError(pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 1)`));
    }
  }
  return result;
}

function applyOrder(table: string, rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const columns = columnsOf(rows);
  const keys = order.split(',').map((term) => {
    const [column = '', direction = 'asc', nulls] = term.split('.');
    if (!['asc', 'desc'].includes(direction) || (nulls && !['nullsfirst', 'nullslast'].includes(nulls))) {
      throw new QueryError(pgrstError(400, 'PGRST100', `"failed to parse order (${order})" (line 1, column 1)`));
    }
    checkColumn(table, columns, column);
    const descending = direction === 'desc';
    // PostgreSQL's default: NULLS LAST ascending, NULLS FIRST descending.
    const nullsFirst = nulls ? nulls === 'nullsfirst' : descending;
    return { column, descending, nullsFirst };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending, nullsFirst } of keys) {
      const x = a[column];
      const y = b[column];
      const xNull = x === null || x === undefined;
      const yNull = y === null || y === undefined;
      if (xNull || yNull) {
        if (xNull && yNull) continue;
        return xNull === nullsFirst ? -1 : 1;
      }
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  });
}

function applySelect(table: string, rows: Row[], select: string | null): Row[] {
  if (!select || select === '*') return rows;
  const columns = columnsOf(rows);
  const wanted = select.split(',').filter(Boolean);
  if (wanted.some((c) => c.includes('(') || c.includes(':'))) {
    throw new QueryError(pgrstError(400, 'PGRST100', 'the stand-in does not support embedding or renaming in select'));
  }
  for (const c of wanted) checkColumn(table, columns, c);
  return rows.map((r) => Object.fromEntries(wanted.map((c) => [c, r[c] ?? null])));
}

/** The rows a request's filters pick (DELETE uses them too), or the error PostgREST answers for a bad filter. */
export function filteredRows(table: string, rows: Row[], query: URLSearchParams): { rows: Row[] } | { error: Answer } {
  try {
    return { rows: applyFilters(table, rows, query) };
  } catch (e) {
    if (e instanceof QueryError) return { error: e.answer };
    throw e;
  }
}

/** Whether the query has a filter (Supabase's PostgREST refuses a DELETE without one). */
export const hasFilter = (query: URLSearchParams) => [...query.keys()].some((k) => !RESERVED.has(k));

/** Answers `GET /rest/v1/{table}?…`; `wrongShape` turns each row into a string. */
export function answerRest(
  tables: Map<string, Row[]>,
  table: string,
  query: URLSearchParams,
  accept: string,
  wrongShape = false,
): Answer {
  const stored = tables.get(table);
  if (!stored) {
    return pgrstError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
      null,
      'Perhaps you meant a table that exists',
    );
  }
  let rows: Row[];
  try {
    const all = stored.map((r) => withColumnDefaults(table, r));
    rows = applyOrder(table, applyFilters(table, all, query), query.get('order'));
    const offset = Number(query.get('offset') ?? 0);
    const limit = query.has('limit') ? Number(query.get('limit')) : Infinity;
    rows = applySelect(table, rows.slice(offset, offset + limit), query.get('select'));
  } catch (e) {
    if (e instanceof QueryError) return e.answer;
    throw e;
  }
  const body: unknown[] = wrongShape ? (rows.length ? rows : [{}]).map((_, i) => `not a row (${i})`) : rows;
  const range = rows.length ? `0-${rows.length - 1}/*` : '*/0';

  if (accept.includes(OBJECT_MEDIA_TYPE)) {
    if (rows.length !== 1) {
      return pgrstError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      );
    }
    return {
      status: 200,
      headers: { 'content-type': `${OBJECT_MEDIA_TYPE}; charset=utf-8`, 'content-range': range },
      body: JSON.stringify(body[0]),
    };
  }
  return json(200, body, { 'content-range': range });
}
