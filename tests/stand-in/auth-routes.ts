import { json } from './answers';
import { answerAdmin } from './auth-admin';
import { type AuthError, authErrors, checkPassword, isAnswer } from './auth-answers';
import { type AuthRequest, objectOf, type SignedIn, type StandInAuth } from './auth';
import { refresh, signIn, signUp } from './auth-grants';
import { hashPassword, passwordMatches } from './auth-tokens';
import { updateUser } from './auth-users';
import type { Answer } from './types';

/** The `/auth/v1` routes the stand-in answers, each as GoTrue does (the others: auth-grants.ts, auth-admin.ts). */

const NO_CONTENT: Answer = { status: 204, headers: {}, body: '' };

function settingsJson(auth: StandInAuth) {
  const off = Object.fromEntries(
    ['anonymous_users', 'apple', 'azure', 'discord', 'facebook', 'github', 'gitlab', 'google', 'phone'].map((p) => [p, false]),
  );
  return {
    external: { ...off, email: true },
    disable_signup: auth.settings.disableSignup,
    mailer_autoconfirm: auth.settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** `PUT /user`: a new password (which ends the user's other sessions, as GoTrue does) and metadata. */
async function changeUser(auth: StandInAuth, who: SignedIn, body: Record<string, unknown>, error: AuthError): Promise<Answer> {
  if (body.email !== undefined && body.email !== null && body.email !== who.user.email) {
    return error(422, 'validation_failed', 'The stand-in sends no e-mail, so it cannot change an address');
  }
  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    const password = checkPassword(body.password, error);
    if (isAnswer(password)) return password;
    if (await passwordMatches(password, who.user.encrypted_password))
      return error(422, 'same_password', 'New password should be different from the old password.');
    passwordHash = await hashPassword(password);
  }
  const meta = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : undefined;
  const user = await updateUser(auth.db, who.user.id, { ...(passwordHash ? { passwordHash } : {}), ...(meta ? { meta } : {}) });
  if (passwordHash) auth.sessions.endAll(user.id, who.session.id);
  return json(200, auth.userOf(user));
}

/** `POST /logout?scope=global|local|others`: ends the user's sessions, this one, or all but this one. */
function logout(auth: StandInAuth, who: SignedIn, scope: string, error: AuthError): Answer {
  if (scope === 'local') auth.sessions.end(who.session.id);
  else if (scope === 'others') auth.sessions.endAll(who.user.id, who.session.id);
  else if (scope === 'global') auth.sessions.endAll(who.user.id);
  else return error(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  return NO_CONTENT;
}

export async function answerAuth(auth: StandInAuth, r: AuthRequest): Promise<Answer> {
  if (r.path.startsWith('admin/')) return answerAdmin(auth, r);
  const error = authErrors(r.headers);
  const body = objectOf(r.body);
  const route = `${r.method} ${r.path}`;
  if (route === 'GET settings') return json(200, settingsJson(auth));
  if (route === 'GET .well-known/jwks.json') return json(200, { keys: [] }); // HS256 only: supabase-js's getClaims() then asks /user
  if (route === 'POST signup') return signUp(auth, body, error, r.issuer);
  if (route === 'POST token') {
    const grant = r.query.get('grant_type');
    if (grant === 'password') return signIn(auth, body, error, r.issuer);
    if (grant === 'refresh_token') return refresh(auth, body, error, r.issuer);
    return error(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (route !== 'GET user' && route !== 'PUT user' && route !== 'POST logout') return { status: 405, headers: {}, body: '' };
  const who = await auth.signedIn(r.headers, error);
  if (isAnswer(who)) return who;
  if (route === 'GET user') return json(200, auth.userOf(who.user));
  if (route === 'PUT user') return changeUser(auth, who, body, error);
  return logout(auth, who, r.query.get('scope') ?? 'global', error);
}
