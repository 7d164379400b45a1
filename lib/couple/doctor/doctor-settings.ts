import type { AppConfig } from '@/lib/server/config';
import { checkVariables, type Finding } from './doctor-checks';

/**
 * Settings the site itself refuses at start (lib/server/backend-settings.ts): a SUPABASE_URL that
 * is not an http(s) URL, or a secret key as SUPABASE_ANON_KEY. The doctor says so, with the
 * variable checks' own advice, instead of going on to the backend.
 */
export function checkRefusedSettings(config: AppConfig, env: Record<string, string | undefined>): Finding[] {
  if (!config.backendProblem) return [];
  const given = { url: env.SUPABASE_URL?.trim() ?? '', anonKey: env.SUPABASE_ANON_KEY?.trim() ?? '', imageTransforms: true };
  const advice = checkVariables({ ...config, supabase: given }, env).filter((f) => f.level !== 'ok');
  return [
    ...advice,
    {
      level: 'fail',
      title: 'The site refuses these Supabase settings: every guest sees the no-access notice',
      detail: config.backendProblem,
      fix: 'Correct the variable in .env.local or the host\'s settings, then restart the site.',
    },
  ];
}
