import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// why: docs/decisions.md, "The couple's desk is a local server, not a page of the site".

export type Verdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

export interface Guard {
  readonly key: string;
  readonly cookieName: string;
  readonly origins: readonly string[];
  hostVerdict(req: IncomingMessage): Verdict;
  exchange(key: string | null): string | null;
  sessionVerdict(req: IncomingMessage): Verdict;
  writeVerdict(req: IncomingMessage): Verdict;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export function makeGuard(port: number, key = randomBytes(24).toString('base64url')): Guard {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const origins = hosts.map((h) => `http://${h}`);
  const sessions = new Set<string>();
  const cookieName = `wedding_desk_${port}`;
  return {
    key,
    cookieName,
    origins,
    hostVerdict(req) {
      const host = (req.headers.host ?? '').toLowerCase();
      return hosts.includes(host) ? { ok: true } : { ok: false, status: 403, reason: 'This desk answers only at the address it printed (127.0.0.1 or localhost).' };
    },
    exchange(given) {
      if (!given || !same(given, key)) return null;
      const session = randomBytes(24).toString('base64url');
      sessions.add(session);
      return `${cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`;
    },
    sessionVerdict(req) {
      const session = cookieValue(req.headers.cookie, cookieName);
      return session && sessions.has(session) ? { ok: true } : { ok: false, status: 401, reason: 'Open the address the desk printed when it started (it holds its key).' };
    },
    writeVerdict(req) {
      const origin = req.headers.origin;
      const site = req.headers['sec-fetch-site'];
      if (!origin || !origins.includes(origin) || (site !== undefined && site !== 'same-origin')) {
        return { ok: false, status: 403, reason: 'A change is accepted only from the desk\'s own pages.' };
      }
      return { ok: true };
    },
  };
}
