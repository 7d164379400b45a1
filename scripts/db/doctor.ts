import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { splitPartIds } from '../../lib/data/schemas';
import { ConfigError, parseConfig } from '../../lib/server/config';
import { BACKEND_TIMEOUT_MS } from '../../lib/wedding/constants';
import { checkBackend, checkVariables, weddingInfoFindings, type Finding } from '../../lib/couple/doctor/doctor-checks';
import { demoGuestsFinding } from '../../lib/couple/doctor/doctor-guests';
import { languageFindings } from '../../lib/couple/doctor/doctor-languages';
import { partFindings, weddingPartIds } from '../../lib/couple/doctor/doctor-parts';
import { DEMO_GUESTS } from '../../lib/couple/demo-guests';
import { checkRefusedSettings } from '../../lib/couple/doctor/doctor-settings';
import { describeError, loadProjectEnv, type Env } from '../../lib/couple/project';
import { checkSnapshot, checkSnapshotCurrent } from '../../lib/couple/snapshot/check';

/**
 * `npm run doctor`: checks a deployment's configuration and prints each finding with what
 * to do about it. Exit code 1 when anything failed.
 *
 *   npm run doctor -- [--service-key <secret key>]   (or SUPABASE_SERVICE_ROLE_KEY)
 */

async function checkLocalContent(contentDir: string, cwd: string): Promise<Finding[]> {
  const shown = path.relative(cwd, contentDir) || contentDir;
  const findings: Finding[] = [
    {
      level: 'info',
      title: `Supabase is not configured: the site runs on the local content in ${shown}`,
      detail: 'Set SUPABASE_URL and SUPABASE_ANON_KEY to read the wedding from Supabase instead (see supabase/README.md).',
    },
  ];
  for (const file of ['wedding.json', 'guests.json', 'love-story.json', 'gallery.json']) {
    try {
      await access(path.join(contentDir, file));
    } catch {
      findings.push({
        level: file === 'guests.json' ? 'fail' : 'warn',
        title: `${shown}/${file} is missing`,
        fix: file === 'guests.json' ? 'Without it no guest can open an invitation: npm run guests -- import guests.csv creates it.' : 'The site shows its sample data for that part.',
      });
    }
  }
  try {
    findings.push(...weddingInfoFindings(JSON.parse(await readFile(path.join(contentDir, 'wedding.json'), 'utf8')), `${shown}/wedding.json`));
  } catch {
    // missing (reported above) or not JSON (the site reports it)
  }
  try {
    const guests: unknown = JSON.parse(await readFile(path.join(contentDir, 'guests.json'), 'utf8'));
    if (Array.isArray(guests)) {
      findings.push({ level: guests.length ? 'ok' : 'warn', title: `${guests.length} guests in ${shown}/guests.json` });
      const ids = new Set(guests.map((g: { id?: unknown }) => String(g?.id ?? '').toLowerCase()));
      findings.push(...demoGuestsFinding(DEMO_GUESTS.filter((g) => ids.has(g.id)).map((g) => g.name), `${shown}/guests.json`));
      findings.push(...languageFindings(await localLanguageFacts(contentDir, guests), `${shown}/guests.json`));
      findings.push(...partFindings(await localPartFacts(contentDir, guests, shown), `${shown}/guests.json`));
    }
  } catch {
    // reported above when missing
  }
  return findings;
}

/** The local content's languages: the guests', the wedding's default, and the story's translations. */
async function localLanguageFacts(contentDir: string, guests: unknown[]) {
  const read = async (file: string): Promise<unknown> => JSON.parse(await readFile(path.join(contentDir, file), 'utf8').catch(() => 'null'));
  const wedding = (await read('wedding.json').catch(() => null)) as { language?: string } | null;
  const story = await read('love-story.json').catch(() => null);
  return {
    guests: guests.map((g) => ({ name: String((g as { name?: unknown })?.name ?? ''), language: (g as { language?: string | null })?.language ?? null })),
    weddingLanguage: wedding?.language,
    storyTranslations: Array.isArray(story) ? story.map((e) => Object.keys((e as { translations?: object })?.translations ?? {})) : undefined,
  };
}

/** The local guests' parts of the day, and those wedding.json lists (none: the site's sample day). */
async function localPartFacts(contentDir: string, guests: unknown[], shown: string) {
  const raw = await readFile(path.join(contentDir, 'wedding.json'), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : undefined),
  );
  const parts = (g: unknown) => {
    const ids = (g as { invited_to?: unknown })?.invited_to;
    return splitPartIds(Array.isArray(ids) ? ids.join(' ') : typeof ids === 'string' ? ids : '');
  };
  return {
    guests: guests.map((g) => ({ name: String((g as { name?: unknown })?.name ?? ''), invited_to: parts(g) })),
    // Unreadable (reported above): its parts cannot be known.
    partIds: raw === undefined ? undefined : weddingPartIds(raw),
    weddingWhere: `${shown}/wedding.json`,
  };
}

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
  return [...findings, ...backend, ...(reached ? await checkSnapshotCurrent(config) : [])];
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

function serviceKeyFlag(argv: string[]): string | undefined {
  const i = argv.indexOf('--service-key');
  if (i !== -1) return argv[i + 1];
  return argv.find((a) => a.startsWith('--service-key='))?.slice('--service-key='.length);
}

if (require.main === module) {
  void loadProjectEnv()
    .then(() => runDoctor(process.env, serviceKeyFlag(process.argv.slice(2))))
    .then((findings) => {
      for (const line of formatFindings(findings)) console.log(line);
      process.exitCode = findings.some((f) => f.level === 'fail') ? 1 : 0;
    })
    .catch((e: unknown) => {
      console.error(`The doctor could not finish: ${describeError(e)}`);
      process.exitCode = 1;
    });
}
