import type { ParsedRoute } from './routes';
import { normalizeFolder } from './storage';
import { json, MALFORMED_JSON, storageError } from './answers';
import type { Answer, FailureMode, FailureRule, FailureWhere, RouteKind } from './types';

const matchesPath = (candidate: string, pattern: string | RegExp) => {
  if (typeof pattern !== 'string') return pattern.test(candidate);
  const folder = pattern.replace(/\/+$/, '');
  return candidate === folder || candidate.startsWith(`${folder}/`);
};

/** The paths a request is about: the listed prefix, the signed paths, or the object path. */
function pathsOf(parsed: ParsedRoute, body: unknown): string[] {
  const b = (body ?? {}) as { paths?: unknown; prefix?: unknown; prefixes?: unknown };
  if (parsed.route === 'remove') return Array.isArray(b.prefixes) ? b.prefixes.filter((p): p is string => typeof p === 'string') : [];
  if (parsed.route === 'sign-batch') return Array.isArray(b.paths) ? b.paths.filter((p): p is string => typeof p === 'string') : [];
  if (parsed.route === 'list') return [normalizeFolder(typeof b.prefix === 'string' ? b.prefix : '')];
  return [parsed.objectPath ?? ''];
}

/** The failures the stand-in has been told to simulate. */
export class FailureBook {
  private rules: FailureRule[];

  constructor(initial: FailureRule[] = []) {
    this.rules = initial.map((r) => ({ ...r }));
  }

  /** The newest rule wins; `null` removes the route's rules for the same target (or all, without one). */
  set(route: RouteKind, mode: FailureMode | null, where: FailureWhere = {}): void {
    const sameTarget = (r: FailureRule) => r.table === where.table && String(r.path) === String(where.path);
    const removeAll = mode === null && where.table === undefined && where.path === undefined;
    this.rules = this.rules.filter((r) => r.route !== route || (!removeAll && !sameTarget(r)));
    if (mode) this.rules.unshift({ route, mode, ...where });
  }

  clear(): void {
    this.rules = [];
  }

  /** The rule that applies to this request, counting it against the rule's `times`. */
  take(parsed: ParsedRoute, body: unknown): FailureRule | undefined {
    const rule = this.rules.find(
      (r) =>
        r.route === parsed.route &&
        (r.table === undefined || r.table === parsed.table) &&
        (r.path === undefined || pathsOf(parsed, body).some((p) => matchesPath(p, r.path as string | RegExp))) &&
        (r.times === undefined || r.times > 0),
    );
    if (rule?.times !== undefined) rule.times -= 1;
    return rule;
  }
}

/** A 500 in the service's own error format. */
export function internalError(route: RouteKind): Answer {
  if (route === 'auth') return json(500, { code: 500, error_code: 'unexpected_failure', msg: 'stand-in: internal error' });
  return route === 'rest' || route === 'rest-write' || route === 'rpc'
    ? json(500, { code: 'XX000', details: null, hint: null, message: 'stand-in: internal error' })
    : storageError(500, '500', 'internal', 'stand-in: internal error');
}

/** `malformed-json`: JSON cut off, or for file downloads the first half of the bytes. */
export function malformed(route: RouteKind, normal: Answer): Answer {
  if ((route === 'file' || route === 'download') && Buffer.isBuffer(normal.body)) {
    return { ...normal, body: normal.body.subarray(0, Math.floor(normal.body.length / 2)) };
  }
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: MALFORMED_JSON };
}

/** `html-502`: what a gateway in front of the service answers when the service is down: a 502 page in HTML, not JSON. */
export const gatewayPage = (): Answer => ({
  status: 502,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n',
});

/** `401`: the key refused (rotated, or the project paused), as Supabase's API gateway answers it. */
export const unauthorized = (): Answer =>
  json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });

/** `429`: too many requests from this address, with the time to wait. */
export const tooManyRequests = (): Answer => json(429, { message: 'Too many requests' }, { 'retry-after': '1' });
