import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toolClient } from '@/lib/supabase/tool-client';

export { clientOptions as cliClientOptions } from '@/lib/supabase/public-client';
import { describeError as describeLogError } from '@/lib/server/describe-error';

export type Env = Record<string, string | undefined>;

const value = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

export interface ProjectSettings {
  url: string;
  serviceKey: string;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const SERVICE_KEY_HELP =
  'Give the project\'s secret key (Supabase dashboard → Project Settings → API Keys: the "secret" or "service_role" key) ' +
  'with --service-key or in SUPABASE_SERVICE_ROLE_KEY. It stays on your computer: never put it in the site\'s settings or the repository.';

export function keyKind(key: string): 'public' | 'secret' | 'unknown' {
  if (key.startsWith('sb_publishable_')) return 'public';
  if (key.startsWith('sb_secret_')) return 'secret';
  const [, payload] = key.split('.');
  if (!payload) return 'unknown';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    if (claims.role === 'anon') return 'public';
    if (claims.role === 'service_role') return 'secret';
  } catch {
    // not a JWT
  }
  return 'unknown';
}

export function projectSettings(env: Env, serviceKeyFlag?: string): ProjectSettings {
  const url = value(env.SUPABASE_URL);
  const serviceKey = value(serviceKeyFlag) ?? value(env.SUPABASE_SERVICE_ROLE_KEY);
  if (!url) throw new UsageError('SUPABASE_URL is not set: put the project URL (Project Settings → API) in .env.local or the environment.');
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http(s)');
  } catch {
    throw new UsageError(`SUPABASE_URL is not a URL: "${url}" (expected e.g. https://abcdefghijklmnop.supabase.co).`);
  }
  if (!serviceKey) throw new UsageError(`The secret key is missing. ${SERVICE_KEY_HELP}`);
  if (value(env.SUPABASE_ANON_KEY) === serviceKey || keyKind(serviceKey) === 'public') {
    throw new UsageError('The key given as the secret key is the same as SUPABASE_ANON_KEY; the tools need the secret (service-role) key.');
  }
  return { url, serviceKey };
}

// The secret key bypasses row-level security: only ever on the couple's computer.
export function serviceClient(settings: ProjectSettings): SupabaseClient {
  return toolClient(settings.url, settings.serviceKey);
}

const UNREACHABLE = /fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|socket hang up|other side closed|bad port/i;
const TIMED_OUT = /timed? ?out|aborted/i;

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : String(error);

export function isUnreachable(error: unknown): boolean {
  const text = `${messageOf(error)} ${String((error as { details?: unknown } | null)?.details ?? '')}`;
  return UNREACHABLE.test(text) || TIMED_OUT.test(messageOf(error));
}

export function describeError(error: unknown): string {
  if (isUnreachable(error)) {
    return TIMED_OUT.test(messageOf(error)) && !UNREACHABLE.test(messageOf(error))
      ? 'the address did not answer in time: check the URL (SUPABASE_URL), the network, and that the project is not paused'
      : 'the address cannot be reached: check the URL (SUPABASE_URL) and the network';
  }
  const code = (error as { code?: unknown } | null)?.code;
  return `${describeLogError(error)}${typeof code === 'string' && code ? ` [${code}]` : ''}`;
}

export const contentFolder = (cwd: string, env: Env, given?: string) => path.resolve(/*turbopackIgnore: true*/ cwd, given ?? (env.CONTENT_DIR?.trim() || 'content/demo'));

export function shownPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') ? relative : file;
}

export async function loadProjectEnv(dir = process.cwd()): Promise<void> {
  const { loadEnvConfig } = await import('@next/env');
  loadEnvConfig(dir, false, { info: () => undefined, error: (...args: unknown[]) => console.error(...args) });
}

export function isMissingTable(e: unknown): boolean {
  const code = e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '';
  return ['PGRST205', '42P01'].includes(code) || /schema cache|does not exist/i.test(describeError(e));
}

export const isPermissionDenied = (e: { code?: string; message?: string } | null) => e?.code === '42501' || /permission denied/i.test(e?.message ?? '');
