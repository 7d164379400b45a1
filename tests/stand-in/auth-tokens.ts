import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** The stand-in Auth's secrets: HS256 access tokens and scrypt password hashes, with node:crypto alone. */

export type Claims = Record<string, unknown> & { sub?: unknown; exp?: unknown; session_id?: unknown };

/** Why a token was refused: its shape, its signature, or its age. */
export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired'; parts: number };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(secret: string, claims: Record<string, unknown>): string {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${hmac(secret, unsigned).toString('base64url')}`;
}

const decode = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Checks a token as PostgREST does: three parts, HS256 signed with the secret, not past its `exp`. */
export function verifyToken(secret: string, token: string, nowSeconds: number): Verified {
  const parts = token.split('.');
  const [head = '', body = '', signature = ''] = parts;
  const header = decode(head);
  const claims = decode(body);
  if (parts.length !== 3 || !header || !claims) return { ok: false, reason: 'malformed', parts: parts.length };
  const given = Buffer.from(signature, 'base64url');
  const expected = hmac(secret, `${head}.${body}`);
  if (header.alg !== 'HS256' || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature', parts: 3 };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired', parts: 3 };
  return { ok: true, claims };
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: { N: number }) => Promise<Buffer>;
// A low cost (N = 1024, not node's 16384): a test double's hashes need not resist a GPU, and tests run on busy machines.
const derive = (password: string, salt: Buffer, length: number) => scryptAsync(password, salt, length, { N: 1024 });

/** `scrypt$salt$hash`, each base64: a fresh salt per password, never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt, 32)).toString('base64')}`;
}

/** Whether the password is the stored one; an unknown user (null) costs the same time, so it is not told apart. */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt = '', hash = ''] = (stored ?? '').split('$');
  const known = scheme === 'scrypt' && salt !== '' && hash !== '';
  const derived = await derive(password, known ? Buffer.from(salt, 'base64') : randomBytes(16), 32);
  const expected = known ? Buffer.from(hash, 'base64') : randomBytes(32);
  return known && expected.length === derived.length && timingSafeEqual(expected, derived);
}

/** A refresh token: random, opaque, URL-safe. */
export const newRefreshToken = () => randomBytes(18).toString('base64url');
