import 'server-only';
import { randomBytes } from 'node:crypto';
import { sameSecret } from '@/lib/server/same-secret';
import { localDesk } from './local-desk';

// In this process only (on globalThis, so the key's route and the pages share them): the desk stopped, they end.

export const LOCAL_IDLE_MS = 60 * 60_000;
export const LOCAL_MAX_MS = 24 * 60 * 60_000;

interface Sessions {
  spent: boolean;
  open: Map<string, { since: number; seen: number }>;
}

const HOME = Symbol.for('wedding.desk.local-sessions');
const sessions = (): Sessions => ((globalThis as { [HOME]?: Sessions })[HOME] ??= { spent: false, open: new Map() });

export function spendKey(given: string, now = Date.now()): string | null {
  const desk = localDesk();
  const state = sessions();
  if (!desk || state.spent || !sameSecret(given, desk.key)) return null;
  state.spent = true;
  const id = randomBytes(24).toString('base64url');
  state.open.set(id, { since: now, seen: now });
  return id;
}

export function sessionOpen(id: string | undefined, now = Date.now()): boolean {
  if (!id) return false;
  const { open } = sessions();
  const s = open.get(id);
  if (!s) return false;
  if (now - s.seen > LOCAL_IDLE_MS || now - s.since > LOCAL_MAX_MS) {
    open.delete(id);
    return false;
  }
  s.seen = now;
  return true;
}

export const endSession = (id: string | undefined) => void (id && sessions().open.delete(id));
