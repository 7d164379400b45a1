import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/server/process-singleton';

// Ours beside Supabase Auth's own limits: a password guessed from one address, or at one account, soon waits.

export const SIGN_IN_LIMIT = { windowMs: 15 * 60_000, perAddress: 30, perAccount: 10 } as const;

const tries = () => processSingleton('desk-sign-in-tries', () => new LRUCache<string, number>({ max: 10_000, ttl: SIGN_IN_LIMIT.windowMs, perf: Date }));

/** Counts one try by `client` (null: unknown) at `account`; false when either has used its tries for now. */
export function takeSignInTry(client: string | null, account: string): boolean {
  const counted: [string, number][] = [[`account:${account.trim().toLowerCase()}`, SIGN_IN_LIMIT.perAccount]];
  if (client) counted.push([`address:${client}`, SIGN_IN_LIMIT.perAddress]);
  const seen = tries();
  if (counted.some(([key, limit]) => (seen.get(key) ?? 0) >= limit)) return false;
  // The window runs from the first try: more tries do not push it on.
  for (const [key] of counted) seen.set(key, (seen.get(key) ?? 0) + 1, { noUpdateTTL: seen.has(key) });
  return true;
}
