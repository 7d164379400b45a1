import 'server-only';

/** A fetch that gives up after `ms`, so a hanging backend cannot hold a guest's page. */
export function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal, cache: 'no-store' });
  };
}
