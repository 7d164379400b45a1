import { ServerResponse } from 'node:http';

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

// why: docs/decisions.md, "`Vary: Accept-Language`, despite Next"; remove when Next fixes #85999.
export function keepVaryFields(): void {
  if (kept) return;
  kept = true;
  const setHeader = ServerResponse.prototype.setHeader;
  ServerResponse.prototype.setHeader = function setHeaderKeepingVary(this: ServerResponse, name: string, value: string | number | readonly string[]) {
    if (name.toLowerCase() === 'vary' && this.hasHeader('vary')) return setHeader.call(this, name, mergeVary(this.getHeader('vary'), value));
    return setHeader.call(this, name, value);
  } as typeof setHeader;
}
