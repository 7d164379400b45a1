import { randomUUID } from 'node:crypto';
import { json } from './answers';
import { type AuthError, checkEmail, checkPassword, isAnswer, MAX_EMAIL, MAX_PASSWORD_BYTES } from './auth-answers';
import type { StandInAuth } from './auth';
import { hashPassword, passwordMatches } from './auth-tokens';
import { insertUser, userByEmail, userById, userJson, type UserRow } from './auth-users';
import type { Answer } from './types';

/** How a session starts and goes on: `POST /signup`, `POST /token?grant_type=password` and `…=refresh_token`. */

export async function signUp(auth: StandInAuth, body: Record<string, unknown>, error: AuthError, issuer: string): Promise<Answer> {
  const { disableSignup, mailerAutoconfirm } = auth.settings;
  if (disableSignup) return error(422, 'signup_disabled', 'Signups not allowed for this instance');
  const email = checkEmail(body.email, error);
  if (isAnswer(email)) return email;
  const password = checkPassword(body.password, error);
  if (isAnswer(password)) return password;
  const existing = await userByEmail(auth.db, email);
  if (existing && mailerAutoconfirm) return error(422, 'user_already_exists', 'User already registered');
  // With confirmation on, GoTrue answers a made-up user, so a sign-up does not tell whether an address is taken.
  if (existing) return json(200, { ...userJson({ ...existing, id: randomUUID(), raw_user_meta_data: {} }), identities: [] });
  let user: UserRow;
  try {
    user = await insertUser(auth.db, { email, passwordHash: await hashPassword(password), confirmed: mailerAutoconfirm, meta: body.data });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return error(422, 'user_already_exists', 'User already registered');
    throw e;
  }
  if (!mailerAutoconfirm) return json(200, { ...auth.userOf(user), confirmation_sent_at: user.created_at });
  const session = auth.sessions.start(user.id);
  return auth.issue(user, session, session.current, issuer);
}

export async function signIn(auth: StandInAuth, body: Record<string, unknown>, error: AuthError, issuer: string): Promise<Answer> {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const given = typeof body.password === 'string' && Buffer.byteLength(body.password) <= MAX_PASSWORD_BYTES ? body.password : '';
  const user = email && email.length <= MAX_EMAIL ? await userByEmail(auth.db, email) : undefined;
  // An unknown address takes as long and answers the same as a wrong password.
  const matches = await passwordMatches(given, given ? (user?.encrypted_password ?? null) : null);
  if (!user || !matches) return error(400, 'invalid_credentials', 'Invalid login credentials');
  if (!user.email_confirmed_at) return error(400, 'email_not_confirmed', 'Email not confirmed');
  const session = auth.sessions.start(user.id);
  return auth.issue(user, session, session.current, issuer);
}

export async function refresh(auth: StandInAuth, body: Record<string, unknown>, error: AuthError, issuer: string): Promise<Answer> {
  if (typeof body.refresh_token !== 'string' || !body.refresh_token) return error(400, 'validation_failed', 'refresh_token required');
  const rotated = auth.sessions.rotate(body.refresh_token);
  const user = rotated.ok ? await userById(auth.db, rotated.session.userId) : undefined;
  if (rotated.ok && user) return auth.issue(user, rotated.session, rotated.refreshToken, issuer);
  if (rotated.ok) auth.sessions.end(rotated.session.id);
  if (!rotated.ok && rotated.code === 'refresh_token_already_used') return error(400, rotated.code, 'Invalid Refresh Token: Already Used');
  return error(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}
