import { ServerResponse } from 'node:http';

/** The fields of one or more Vary values, each once (case-insensitively), in order. */
export function mergeVary(...values: (string | number | readonly string[] | undefined)[]): string {
  const fields = new Map<string, string>();
  for (const value of values.flat()) {
    for (const field of String(value ?? '').split(',')) {
      const name = field.trim();
      if (name && !fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), name);
    }
  }
  return [...fields.values()].join(', ');
}

let kept = false;

/**
 * Next 16 replaces an App Router page's Vary with its own (vercel/next.js#85999, fix not released),
 * dropping the proxy's Accept-Language: the no-access page, which answers in the browser's language,
 * would then be cached as one language for all. Until Next merges it, every Vary set on a response
 * adds to the one it has. Called once at start (instrumentation.ts).
 */
export function keepVaryFields(): void {
  if (kept) return;
  kept = true;
  const setHeader = ServerResponse.prototype.setHeader;
  ServerResponse.prototype.setHeader = function setHeaderKeepingVary(this: ServerResponse, name: string, value: string | number | readonly string[]) {
    if (name.toLowerCase() === 'vary' && this.hasHeader('vary')) return setHeader.call(this, name, mergeVary(this.getHeader('vary'), value));
    return setHeader.call(this, name, value);
  } as typeof setHeader;
}
