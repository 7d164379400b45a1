import { ConfigError, parseConfig } from '@/lib/server/config';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import { checkSnapshot, checkSnapshotCurrent } from '../snapshot/check';
import type { Env } from '../project';
import { checkAuthSettings } from './doctor-auth';
import { checkBackend, checkVariables } from './doctor-checks';
import { checkLocalContent } from './doctor-local';
import { checkRefusedSettings } from './doctor-settings';
import type { Finding } from './doctor-types';

export async function runDoctor(env: Env, serviceKey: string | undefined, cwd = process.cwd()): Promise<Finding[]> {
  let config;
  try {
    config = parseConfig(env, cwd);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems.map((p) => ({ level: 'fail' as const, title: p, fix: 'Fix the variable in .env.local or the host\'s settings (see .env.example).' }));
    throw e;
  }
  if (config.backendProblem) return checkRefusedSettings(config, env);
  const variables = checkVariables(config, env);
  const findings = [...variables, checkSnapshot(config, cwd)];
  if (!config.supabase) return [...(await checkLocalContent(config.contentDir, cwd)), ...findings];
  if (variables.some((f) => f.level === 'fail')) return findings;
  const backend = await checkBackend({
    url: config.supabase.url,
    anonKey: config.supabase.anonKey,
    imageTransforms: config.supabase.imageTransforms,
    serviceKey: serviceKey?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined,
    timeoutMs: BACKEND_TIMEOUT_MS * 2,
    trackOpens: config.trackOpens,
  });
  const reached = backend.some((f) => f.level === 'ok' && /answers$/.test(f.title));
  if (!reached) return [...findings, ...backend];
  const auth = await checkAuthSettings({ url: config.supabase.url, anonKey: config.supabase.anonKey, timeoutMs: BACKEND_TIMEOUT_MS * 2 });
  return [...findings, ...backend, ...auth, ...(await checkSnapshotCurrent(config))];
}

const TAGS: Record<Finding['level'], string> = { ok: '  ok ', info: ' info', warn: ' WARN', fail: ' FAIL' };

export function formatFindings(findings: Finding[]): string[] {
  const lines: string[] = [];
  for (const f of findings) {
    lines.push(`${TAGS[f.level]}  ${f.title}`);
    if (f.detail) lines.push(`        ${f.detail}`);
    if (f.fix) lines.push(`        → ${f.fix}`);
  }
  const count = (level: Finding['level']) => findings.filter((f) => f.level === level).length;
  lines.push('', `${count('fail')} failed, ${count('warn')} warnings, ${count('ok')} fine.`);
  return lines;
}
