import { json } from './answers';
import type { Answer } from './types';

/** GoTrue's error format, and its checks of an e-mail address and a password. */

const VERSION_HEADER = 'x-supabase-api-version';

/** A request naming API version 2024-01-01 or later (supabase-js always does) gets `{ code, message }`; others the older `{ code, error_code, msg }`. */
const versioned = (headers: Record<string, string>) => {
  const v = headers[VERSION_HEADER] ?? '';
  return /^\d{4}-\d\d-\d\d$/.test(v) && v >= '2024-01-01';
};

export type AuthError = (status: number, code: string, message: string, extra?: Record<string, unknown>) => Answer;

/** The error answer for this request's API version. */
export const authErrors =
  (headers: Record<string, string>): AuthError =>
  (status, code, message, extra = {}) =>
    versioned(headers)
      ? json(status, { code, message, ...extra }, { [VERSION_HEADER]: '2024-01-01' })
      : json(status, { code: status, error_code: code, msg: message, ...extra });

/** GoTrue's caps (an address as long as RFC 5321 allows; bcrypt's 72 bytes) and minimum length. */
export const MAX_EMAIL = 320;
export const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD = 6;

// The format GoTrue's checkmail accepts.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The address, lower-cased as GoTrue keeps it, or the error. */
export function checkEmail(given: unknown, error: AuthError): string | Answer {
  const email = typeof given === 'string' ? given.trim() : '';
  if (!email) return error(400, 'validation_failed', 'An email address is required');
  if (email.length > MAX_EMAIL) return error(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL.test(email)) return error(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** The password when it may be set, or the error (a weak one names its reasons, as supabase-js reads them). */
export function checkPassword(given: unknown, error: AuthError): string | Answer {
  if (typeof given !== 'string' || given === '') return error(422, 'validation_failed', 'Signup requires a valid password');
  if (Buffer.byteLength(given) > MAX_PASSWORD_BYTES)
    return error(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if ([...given].length < MIN_PASSWORD) {
    return error(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, { weak_password: { reasons: ['length'] } });
  }
  return given;
}

export const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value;
