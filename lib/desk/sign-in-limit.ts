import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/server/process-singleton';

// Ours beside Supabase Auth's own limits: a password guessed from one address, or at one account, soon waits.

export const SIGN_IN_LIMIT = { windowMs: 15 * 60_000, perAddress: 30, perAccount: 10 } as const;

const tries = () => processSingleton('desk-sign-in-tries', () => new LRUCache<string, number>({ max: 10_000, ttl: SIGN_IN_LIMIT.windowMs, perf: Date }));

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;

/** Counts one try by `client` (null: unknown) at `account`; false when either has used its tries for now. */
export function takeSignInTry(client: string | null, account: string): boolean {
  const counted: [string, number][] = [[accountKey(account), SIGN_IN_LIMIT.perAccount]];
  if (client) counted.push([`address:${client}`, SIGN_IN_LIMIT.perAddress]);
  const seen = tries();
  if (counted.some(([key, limit]) => (seen.get(key) ?? 0) >= limit)) return false;
  // The window runs from the first try: more tries do not push it on.
  for (const [key] of counted) seen.set(key, (seen.get(key) ?? 0) + 1, { noUpdateTTL: seen.has(key) });
  return true;
}

/** A right password gives the account its tries back: a couple signing in on each device is never kept out. */
export function forgiveSignInTries(account: string): void {
  tries().delete(accountKey(account));
}
