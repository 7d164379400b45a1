import type { AppConfig } from '@/lib/server/config';
import { checkVariables, type Finding } from './doctor-checks';

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
