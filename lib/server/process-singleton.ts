// Next bundles routes, pages and the proxy separately: a slot on globalThis makes them share one value.
export function processSingleton<T>(name: string, make: () => T): T {
  const slot = Symbol.for(`wedding-invitation.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  if (!(slot in slots)) slots[slot] = make();
  return slots[slot] as T;
}
