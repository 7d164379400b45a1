/**
 * One value per server process. Next bundles route handlers, pages and the proxy separately, each
 * with its own copy of a module: a slot on globalThis makes them share one (a cache, a secret, a budget).
 */
export function processSingleton<T>(name: string, make: () => T): T {
  const slot = Symbol.for(`wedding-invitation.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  if (!(slot in slots)) slots[slot] = make();
  return slots[slot] as T;
}
