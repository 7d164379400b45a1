import 'server-only';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import { publicClient } from '@/lib/supabase/public-client';
import { deadlineFetch } from './deadline';

export type EdgeFunctionFailureKind =
  | 'send-failure'
  | 'relay-error'
  | 'http-error'
  | 'invalid-response';

export type EdgeFunctionResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: EdgeFunctionFailureKind; status?: number; message: string };

export interface FunctionsInvoker {
  functions: {
    invoke(name: string, options?: { body?: unknown; headers?: Record<string, string>; timeout?: number }): Promise<{ data: unknown; error: unknown }>;
  };
}

export interface InvokeOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,100}$/;

const BODY_EXCERPT = 200;

async function bodyExcerpt(response: unknown): Promise<string> {
  if (!(response instanceof Response)) return '';
  try {
    const text = (await response.text()).trim().replace(/\s+/g, ' ');
    return text.length > BODY_EXCERPT ? `${text.slice(0, BODY_EXCERPT)}…` : text;
  } catch {
    return '';
  }
}

const statusOf = (response: unknown) => (response instanceof Response ? response.status : undefined);

const causeOf = (error: FunctionsFetchError) => {
  // Duck-typed: the cause may be a DOMException from another realm, which is no `instanceof Error`.
  const cause = error.context as { name?: unknown; message?: unknown } | null;
  if (cause && typeof cause === 'object') {
    if (cause.name === 'AbortError' || cause.name === 'TimeoutError') return 'timed out';
    if (typeof cause.message === 'string' && cause.message) return cause.message;
  }
  return error.message;
};

export async function invokeEdgeFunction<T = unknown>(
  client: FunctionsInvoker,
  name: string,
  body?: unknown,
  options: InvokeOptions = {},
): Promise<EdgeFunctionResult<T>> {
  if (!FUNCTION_NAME.test(name)) throw new TypeError(`Not an edge function name: ${JSON.stringify(name)}`);
  const { data, error } = await client.functions.invoke(name, {
    ...(body === undefined ? {} : { body }),
    ...(options.headers ? { headers: options.headers } : {}),
    timeout: options.timeoutMs ?? BACKEND_TIMEOUT_MS,
  });
  if (!error) return { ok: true, data: data as T };

  if (error instanceof FunctionsFetchError) {
    return { ok: false, kind: 'send-failure', message: `Edge function ${name} could not be reached: ${causeOf(error)}` };
  }
  if (error instanceof FunctionsRelayError) {
    const status = statusOf(error.context);
    const detail = await bodyExcerpt(error.context);
    return {
      ok: false,
      kind: 'relay-error',
      ...(status === undefined ? {} : { status }),
      message: `Edge function ${name}: the relay answered ${status ?? 'an error'}${detail ? `: ${detail}` : ''}`,
    };
  }
  if (error instanceof FunctionsHttpError) {
    const status = statusOf(error.context);
    const detail = await bodyExcerpt(error.context);
    return {
      ok: false,
      kind: 'http-error',
      ...(status === undefined ? {} : { status }),
      message: `Edge function ${name} answered ${status ?? 'a non-2xx status'}${detail ? `: ${detail}` : ''}`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, kind: 'invalid-response', message: `Edge function ${name} answered something unreadable: ${message}` };
}

export interface EdgeFunctionSettings {
  url: string;
  anonKey: string;
  timeoutMs?: number;
}

export function createEdgeFunctions(settings: EdgeFunctionSettings) {
  const client = publicClient(settings.url, settings.anonKey, deadlineFetch);
  client.catch(() => undefined); // each call reports a client that failed to load
  return {
    invoke: async <T = unknown>(name: string, body?: unknown, options: InvokeOptions = {}) =>
      invokeEdgeFunction<T>(await client, name, body, { timeoutMs: settings.timeoutMs, ...options }),
  };
}
