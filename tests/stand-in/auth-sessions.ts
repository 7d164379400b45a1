import { randomUUID } from 'node:crypto';
import { newRefreshToken } from './auth-tokens';

/**
 * Sessions and their refresh tokens, in memory for the stand-in's life (GoTrue keeps them in
 * auth.sessions): each refresh rotates the token; an old token used again within the reuse
 * interval answers the current one (two tabs refreshing at once), after it ends the session.
 */

/** GoTrue's default refresh-token reuse interval. */
export const REUSE_INTERVAL_MS = 10_000;

export interface Session {
  id: string;
  userId: string;
  /** The one refresh token that rotates now. */
  current: string;
  tokens: string[];
  /** When the user signed in (seconds), the amr claim's timestamp. */
  signedInAt: number;
}

interface Issued {
  sessionId: string;
  /** When it was rotated, and the token it was rotated into. */
  usedAt?: number;
  child?: string;
}

export type Rotated =
  { ok: true; session: Session; refreshToken: string } | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

export class SessionBook {
  private sessions = new Map<string, Session>();
  private issued = new Map<string, Issued>();
  /** Each user's last sign-in (ISO), for the user's last_sign_in_at. */
  readonly lastSignIn = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  start(userId: string): Session {
    const token = newRefreshToken();
    const session: Session = { id: randomUUID(), userId, current: token, tokens: [token], signedInAt: Math.floor(this.now() / 1000) };
    this.sessions.set(session.id, session);
    this.issued.set(token, { sessionId: session.id });
    this.lastSignIn.set(userId, new Date(this.now()).toISOString());
    return session;
  }

  live(sessionId: unknown): Session | undefined {
    return typeof sessionId === 'string' ? this.sessions.get(sessionId) : undefined;
  }

  rotate(token: string): Rotated {
    const issued = this.issued.get(token);
    const session = issued && this.sessions.get(issued.sessionId);
    if (!issued || !session) return { ok: false, code: 'refresh_token_not_found' };
    const now = this.now();
    if (session.current === token) {
      const next = newRefreshToken();
      Object.assign(issued, { usedAt: now, child: next });
      this.issued.set(next, { sessionId: session.id });
      session.current = next;
      session.tokens.push(next);
      return { ok: true, session, refreshToken: next };
    }
    if (issued.child === session.current && issued.usedAt !== undefined && now - issued.usedAt < REUSE_INTERVAL_MS) {
      return { ok: true, session, refreshToken: session.current };
    }
    this.end(session.id); // reuse detected: the whole session is revoked
    return { ok: false, code: 'refresh_token_already_used' };
  }

  end(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    for (const token of session.tokens) this.issued.delete(token);
    this.sessions.delete(sessionId);
  }

  /** Ends every session of the user, but `keep`. */
  endAll(userId: string, keep?: string): void {
    for (const session of [...this.sessions.values()]) if (session.userId === userId && session.id !== keep) this.end(session.id);
  }
}
