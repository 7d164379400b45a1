/** Building the stand-in's answers: JSON, Storage's error format, a cut-off body. */
import type { Answer } from './types';

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

/** The half-written JSON that `malformed-json` answers with. */
export const MALFORMED_JSON = '{"stand-in": "this answer was cut off';

/** Storage's own error format (statusCode is a string, as the service sends it). */
export const storageError = (status: number, statusCode: string, error: string, message: string): Answer =>
  json(status, { statusCode, error, message });
