import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/server/process-singleton';

// Beside Supabase Auth's own limits; why these three: docs/decisions.md, "Sign-in limits that lock no one out".

export const SIGN_IN_LIMIT = { windowMs: 15 * 60_000, perPair: 10, perAddress: 30, perAccount: 100, slowMs: 2_000 } as const;

export type SignInTry = 'go' | 'slow' | 'refused';

const tries = () => processSingleton('desk-sign-in-tries', () => new LRUCache<string, number>({ max: 10_000, ttl: SIGN_IN_LIMIT.windowMs, perf: Date }));

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
const pairKey = (client: string, account: string) => `pair:${client}|${accountKey(account)}`;

export function takeSignInTry(client: string | null, account: string): SignInTry {
  const seen = tries();
  const blocking: [string, number][] = client ? [[pairKey(client, account), SIGN_IN_LIMIT.perPair], [`address:${client}`, SIGN_IN_LIMIT.perAddress]] : [];
  if (blocking.some(([key, limit]) => (seen.get(key) ?? 0) >= limit)) return 'refused';
  const guessedAt = (seen.get(accountKey(account)) ?? 0) >= SIGN_IN_LIMIT.perAccount;
  // The window runs from the first try: more tries do not push it on.
  for (const [key] of [...blocking, [accountKey(account)]]) seen.set(key, (seen.get(key) ?? 0) + 1, { noUpdateTTL: seen.has(key) });
  return guessedAt ? 'slow' : 'go';
}

export function forgiveSignInTries(client: string | null, account: string): void {
  tries().delete(accountKey(account));
  if (client) tries().delete(pairKey(client, account));
}
