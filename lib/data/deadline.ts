import 'server-only';

/**
 * The backend's time budget, applied the same way everywhere: an abort signal whose timer is
 * cleared as soon as the work settles (a pending AbortSignal.timeout() would keep the request's
 * async context alive until it fires).
 */
export async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => PromiseLike<T>, outer?: AbortSignal | null): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** Settles with the call's answer, or rejects once the budget is spent (a hanging backend). */
export function within<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** A fetch that gives up after `ms`, so a hanging backend cannot hold a guest's page. */
export function fetchWithDeadline(ms: number): typeof fetch {
  return (input, init) => withDeadline(ms, (signal) => fetch(input, { ...init, signal, cache: 'no-store' }), init?.signal);
}
