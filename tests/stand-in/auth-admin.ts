import { json } from './answers';
import { type AuthError, authErrors, checkEmail, checkPassword, isAnswer } from './auth-answers';
import { type AuthRequest, bearerOf, objectOf, type StandInAuth } from './auth';
import { hashPassword } from './auth-tokens';
import { allUsers, deleteUser, insertUser, isUuid, userByEmail, userById } from './auth-users';
import type { Answer } from './types';

/** GoTrue's `/admin/users` for the secret key: create (optionally confirmed), list, read and delete users. */

/** Only the secret key is an admin: as the Bearer, or as the apikey of a request without one. */
function refusal(auth: StandInAuth, headers: Record<string, string>, error: AuthError): Answer | null {
  const bearer = bearerOf(headers);
  if (bearer === auth.keys.service || (!bearer && headers.apikey === auth.keys.service)) return null;
  if (!bearer) return error(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (bearer === auth.keys.anon || auth.verify(bearer).ok) return error(403, 'not_admin', 'User not allowed');
  return error(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
}

const whole = (text: string | null, fallback: number) => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : fallback);

/** `GET /admin/users?page&per_page`: newest first, with GoTrue's x-total-count and link headers (supabase-js reads both). */
async function list(auth: StandInAuth, r: AuthRequest): Promise<Answer> {
  const users = (await allUsers(auth.db)).reverse();
  const page = whole(r.query.get('page'), 1);
  const perPage = whole(r.query.get('per_page'), 50);
  const last = Math.max(1, Math.ceil(users.length / perPage));
  const link = (n: number, rel: string) => `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  const shown = users.slice((page - 1) * perPage, page * perPage).map((u) => auth.userOf(u));
  return json(200, { users: shown, aud: 'authenticated' }, { 'x-total-count': String(users.length), link: links.join(', ') });
}

async function create(auth: StandInAuth, body: Record<string, unknown>, error: AuthError): Promise<Answer> {
  const email = checkEmail(body.email, error);
  if (isAnswer(email)) return email;
  const password = body.password === undefined || body.password === null || body.password === '' ? null : checkPassword(body.password, error);
  if (isAnswer(password)) return password;
  const taken = error(422, 'email_exists', 'A user with this email address has already been registered');
  if (await userByEmail(auth.db, email)) return taken;
  try {
    // Without a password the user cannot sign in with one (GoTrue sets a random one).
    const user = await insertUser(auth.db, {
      email,
      passwordHash: password ? await hashPassword(password) : null,
      confirmed: body.email_confirm === true,
      meta: body.user_metadata,
    });
    return json(200, auth.userOf(user));
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return taken;
    throw e;
  }
}

export async function answerAdmin(auth: StandInAuth, r: AuthRequest): Promise<Answer> {
  const error = authErrors(r.headers);
  const refused = refusal(auth, r.headers, error);
  if (refused) return refused;
  const [, , id] = r.path.split('/');
  if (id === undefined) {
    if (r.method === 'POST') return create(auth, objectOf(r.body), error);
    if (r.method === 'GET') return list(auth, r);
    return { status: 405, headers: {}, body: '' };
  }
  if (!isUuid(id)) return error(400, 'validation_failed', 'user_id must be an UUID');
  const user = await userById(auth.db, id);
  if (!user) return error(404, 'user_not_found', 'User not found');
  if (r.method === 'GET') return json(200, auth.userOf(user));
  if (r.method !== 'DELETE') return { status: 405, headers: {}, body: '' };
  await deleteUser(auth.db, id);
  auth.sessions.endAll(id);
  return json(200, {});
}
