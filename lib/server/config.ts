import 'server-only';
import path from 'node:path';
import * as z from '@/lib/wedding/zod';
import type { ContentProtection } from '@/lib/wedding/protection';
import { backendSettingsProblem } from './backend-settings';

const optional = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
);
const unsetOr = <T extends z.core.$ZodType<unknown, string>>(schema: T) => z.pipe(optional, z.optional(schema));

const envSchema = z.object({
  SUPABASE_URL: optional,
  SUPABASE_ANON_KEY: optional,
  SITE_URL: unsetOr(z.url({ protocol: /^https?$/, error: 'SITE_URL must be an absolute http(s) URL, e.g. https://our-wedding.example' })),
  CONTENT_DIR: optional,
  CONTENT_PROTECTION: unsetOr(z.enum(['auto', 'on', 'off'], { error: 'CONTENT_PROTECTION must be one of: auto, on, off' })),
  REFRESH_TOKEN: unsetOr(z.string().check(z.minLength(16, { error: 'REFRESH_TOKEN must be at least 16 characters' }))),
  BEHIND_PROXY: unsetOr(
    z.string().check(z.regex(/^(on|off|10|\d)$/, { error: 'BEHIND_PROXY must be on, off or the number of proxies of yours in front of the site (0 to 10)' })),
  ),
  // Set by Vercel on its own machines (docs/decisions.md, "Unknown links cost one query a minute; a client is named by its connection").
  VERCEL: optional,
  CRON_SECRET: unsetOr(z.string().check(z.minLength(16, { error: 'CRON_SECRET must be at least 16 characters' }))),
  SITE_SECRET: unsetOr(z.string().check(z.minLength(32, { error: 'SITE_SECRET must be at least 32 characters' }))),
  // The older name of SITE_SECRET, still read.
  MEDIA_URL_SECRET: unsetOr(z.string().check(z.minLength(32, { error: 'MEDIA_URL_SECRET must be at least 32 characters' }))),
  CONTENT_SNAPSHOT: optional,
  SUPABASE_IMAGE_TRANSFORMS: unsetOr(z.enum(['on', 'off'], { error: 'SUPABASE_IMAGE_TRANSFORMS must be on or off' })),
  TRACK_OPENS: unsetOr(z.enum(['on', 'off'], { error: 'TRACK_OPENS must be on or off' })),
  NODE_ENV: optional,
});


export const DEFAULT_SNAPSHOT_FILE = 'content/snapshot.json';

export const DEMO_CONTENT_DIR = 'content/demo';

export interface AppConfig {
  supabase: { url: string; anonKey: string; imageTransforms: boolean } | null;
  siteUrl: URL | null;
  contentDir: string;
  contentProtection: ContentProtection;
  refreshToken: string | null;
  cronSecret: string | null;
  behindProxy: boolean;
  /** How many proxies of the couple's stand between the client and the site (BEHIND_PROXY: on is 1). */
  proxyHops?: number;
  onVercel?: boolean;
  siteSecret?: string | null;
  backendProblem?: string | null;
  builtInDemo?: boolean;
  refusesGuests?: boolean;
  trackOpens: boolean;
  snapshotFile: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example.`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.SUPABASE_URL && !e.SUPABASE_ANON_KEY) problems.push('SUPABASE_URL is set but SUPABASE_ANON_KEY is missing');
  if (e.SUPABASE_ANON_KEY && !e.SUPABASE_URL) problems.push('SUPABASE_ANON_KEY is set but SUPABASE_URL is missing');
  if (problems.length) throw new ConfigError(problems);
  const proxyHops = e.BEHIND_PROXY === 'on' ? 1 : Number(e.BEHIND_PROXY) || 0;

  // Not fatal: the site still starts, serves the notice and says why (lib/invitation/server-start.ts).
  const backendProblem = e.SUPABASE_URL && e.SUPABASE_ANON_KEY ? backendSettingsProblem(e.SUPABASE_URL, e.SUPABASE_ANON_KEY) : null;

  return {
    supabase:
      e.SUPABASE_URL && e.SUPABASE_ANON_KEY && !backendProblem
        ? { url: e.SUPABASE_URL, anonKey: e.SUPABASE_ANON_KEY, imageTransforms: e.SUPABASE_IMAGE_TRANSFORMS !== 'off' }
        : null,
    backendProblem,
    builtInDemo: !e.SUPABASE_URL && !e.CONTENT_DIR,
    refusesGuests: Boolean(backendProblem) || (!e.SUPABASE_URL && !e.CONTENT_DIR && e.NODE_ENV !== 'development'),
    siteUrl: e.SITE_URL ? new URL(e.SITE_URL) : null,
    contentDir: path.resolve(/*turbopackIgnore: true*/ cwd, e.CONTENT_DIR ?? DEMO_CONTENT_DIR),
    contentProtection: e.CONTENT_PROTECTION ?? 'auto',
    refreshToken: e.REFRESH_TOKEN ?? null,
    cronSecret: e.CRON_SECRET ?? null,
    behindProxy: proxyHops > 0,
    proxyHops,
    onVercel: e.VERCEL === '1',
    siteSecret: e.SITE_SECRET ?? e.MEDIA_URL_SECRET ?? null,
    trackOpens: e.TRACK_OPENS !== 'off',
    snapshotFile: path.resolve(/*turbopackIgnore: true*/ cwd, e.CONTENT_SNAPSHOT ?? DEFAULT_SNAPSHOT_FILE),
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
