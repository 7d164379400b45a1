import { randomBytes } from 'node:crypto';
import { json } from './answers';
import type { AuthError } from './auth-answers';
import { type Session, SessionBook } from './auth-sessions';
import { type Claims, signToken, type Verified, verifyToken } from './auth-tokens';
import { userById, userJson, type UserRow } from './auth-users';
import type { StandInDatabase } from './database';
import type { Answer } from './types';

/**
 * Supabase Auth (GoTrue) as a project with e-mail sign-ups answers supabase-js: its state (users in
 * auth.users, sessions in memory, the signing secret) and what every route needs: tokens checked
 * and issued, the signed-in user. Access tokens are HS256 JWTs whose claims PostgREST and Storage
 * hand to Postgres (auth.uid()). The routes: auth-routes.ts, auth-grants.ts, auth-admin.ts.
 */

export interface AuthSettings {
  disableSignup: boolean;
  mailerAutoconfirm: boolean;
  /** An access token's lifetime. */
  tokenSeconds: number;
}

export interface AuthRequest {
  /** The path under /auth/v1, e.g. `token` or `admin/users/{id}`. */
  path: string;
  method: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  /** `http://host:port/auth/v1`, the tokens' issuer. */
  issuer: string;
}

export interface SignedIn {
  user: UserRow;
  session: Session;
  claims: Claims;
}

// What golang-jwt says of each refusal, after GoTrue's "invalid JWT: unable to parse or verify signature, ".
const JWT_REFUSALS: Record<string, string> = {
  malformed: 'token is malformed: token contains an invalid number of segments',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
};

export const bearerOf = (headers: Record<string, string>) => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];

export const objectOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;

export class StandInAuth {
  readonly sessions: SessionBook;
  private readonly secret = randomBytes(32).toString('hex');

  constructor(
    readonly db: StandInDatabase,
    readonly settings: AuthSettings,
    private readonly now: () => number,
    readonly keys: { anon: string; service: string },
  ) {
    this.sessions = new SessionBook(now);
  }

  /** A token checked as PostgREST and Storage check it: signature and expiry only, so a signed-out session's token works until it expires. */
  verify(token: string): Verified {
    return verifyToken(this.secret, token, Math.floor(this.now() / 1000));
  }

  userOf(user: UserRow) {
    return userJson(user, this.sessions.lastSignIn.get(user.id));
  }

  /** GoTrue's requireAuthentication: a valid token of a user that exists, and of a session that is still live. */
  async signedIn(headers: Record<string, string>, error: AuthError): Promise<SignedIn | Answer> {
    const bearer = bearerOf(headers);
    if (!bearer) return error(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = this.verify(bearer);
    if (!verified.ok) return error(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${JWT_REFUSALS[verified.reason]}`);
    const { claims } = verified;
    if (typeof claims.sub !== 'string' || !claims.sub) return error(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await userById(this.db, claims.sub);
    if (!user) return error(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = this.sessions.live(claims.session_id);
    if (!session || session.userId !== user.id) return error(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, session, claims };
  }

  /** The session answer of a sign-in or a refresh: a fresh access token for the session, and its refresh token. */
  issue(user: UserRow, session: Session, refreshToken: string, issuer: string): Answer {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + this.settings.tokenSeconds;
    const claims = {
      aud: 'authenticated',
      exp,
      iat,
      iss: issuer,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: session.signedInAt }],
      session_id: session.id,
      is_anonymous: false,
    };
    const token = signToken(this.secret, claims);
    return json(200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.settings.tokenSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: this.userOf(user),
    });
  }
}
