import type { SupabaseClient } from '@supabase/supabase-js';
import { toolClient } from '@/lib/supabase/tool-client';
import type { AppConfig } from '@/lib/server/config';
import { parseWeddingInfo } from '@/lib/data/schemas';
import { ContentError, describeProblem } from '@/lib/wedding/wedding-checks';
import { checkDemoGuests, checkGuestPolicies } from './doctor-guests';
import { checkOpens } from './doctor-opens';
import { checkMembersOnly } from './doctor-members-only';
import { checkNotices } from './doctor-notices';
import { languageFindings } from './doctor-languages';
import { checkParts } from './doctor-parts';
import { checkBucket } from './doctor-storage';
import { projectContentFindings } from '../content-check/project-content';
import { MIGRATIONS, TABLES, type Deployment, type Finding } from './doctor-types';
import { describeError, isMissingTable, isUnreachable, keyKind, SERVICE_KEY_HELP } from '../project';

export type { Finding, Level } from './doctor-types';

const clientFor = (url: string, key: string, timeoutMs: number): SupabaseClient =>
  toolClient(url, key, (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }));

const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '');
const isNetwork = (e: unknown) => isUnreachable(e) || codeOf(e) === '';
const isRefusedKey = (message: string) => /Invalid API key|No API key|JWT|401/i.test(message);

export function checkVariables(config: AppConfig, env: Record<string, string | undefined>): Finding[] {
  const findings: Finding[] = [];
  const supabase = config.supabase;
  if (supabase) {
    let url: URL | undefined;
    try {
      url = new URL(supabase.url);
    } catch {
      findings.push({ level: 'fail', title: `SUPABASE_URL is not a URL: "${supabase.url}"`, fix: 'Copy the Project URL from Project Settings → API, e.g. https://abcdefghijklmnop.supabase.co' });
    }
    let urlFailed = !url;
    if (url) {
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      if (url.protocol !== 'https:' && !local) {
        findings.push({ level: 'warn', title: 'SUPABASE_URL is not https', fix: 'Use the https:// Project URL.' });
      }
      if (url.pathname.replace(/\/+$/, '') !== '') {
        urlFailed = true;
        findings.push({
          level: 'fail',
          title: `SUPABASE_URL has a path (${url.pathname})`,
          fix: `Use the project URL alone, without /rest/v1 or anything after it: ${url.origin}`,
        });
      }
    }
    const kind = keyKind(supabase.anonKey);
    if (kind === 'secret') {
      findings.push({
        level: 'fail',
        title: 'SUPABASE_ANON_KEY holds the SECRET (service-role) key',
        detail: 'That key bypasses every row-level-security policy: anyone who obtains it can read and change the guest list.',
        fix: 'Put the anon / publishable key there instead, and roll the secret key in the dashboard (Project Settings → API Keys) since it may have leaked.',
      });
    } else if (!urlFailed) {
      findings.push({ level: 'ok', title: 'SUPABASE_URL and SUPABASE_ANON_KEY are set', detail: kind === 'public' ? 'The key is the public (anon) key.' : undefined });
    }
    if (env.SUPABASE_SERVICE_ROLE_KEY?.trim() && env.SUPABASE_SERVICE_ROLE_KEY.trim() === supabase.anonKey) {
      findings.push({ level: 'fail', title: 'SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ANON_KEY are the same key', fix: 'The tools need the secret key; the site the public one.' });
    }
  }
  if (!config.siteSecret) {
    findings.push({
      level: 'warn',
      title: 'SITE_SECRET is not set',
      detail: 'Each server instance then draws its own secret: where a host runs several (serverless hosts do), guests’ photo links and the opens they report work only on the instance that made them.',
      fix: 'Set SITE_SECRET to 32+ random characters (openssl rand -base64 32) in .env.local and in the host’s settings.',
      desk: 'Set SITE_SECRET to 32 or more random characters (a password manager makes them) in the host’s settings, then deploy or restart the site.',
    });
  }
  if (!config.siteUrl) {
    // Without it a deployment names its own address from the request's Host, which a client chooses.
    findings.push({
      level: config.supabase ? 'fail' : 'info',
      title: 'SITE_URL is not set',
      detail: 'Link previews then use the Host each request arrives with, which any client can choose.',
      fix: 'Set SITE_URL to the final address (e.g. https://our-wedding.example) before sending links; npm run guests -- links uses it.',
      desk: 'Set SITE_URL to the final address (e.g. https://our-wedding.example) in the host’s settings before sending links, then deploy or restart the site.',
    });
  } else {
    findings.push({ level: 'ok', title: `SITE_URL is ${config.siteUrl.origin}` });
  }
  return findings;
}


export async function checkBackend(d: Deployment): Promise<Finding[]> {
  const findings: Finding[] = [];
  const anon = clientFor(d.url, d.anonKey, d.timeoutMs);
  const service = d.serviceKey ? clientFor(d.url, d.serviceKey, d.timeoutMs) : undefined;

  const present: string[] = [];
  const missing: string[] = [];
  let weddingRows: unknown[] = [];
  for (const table of TABLES) {
    // No retries: an unreachable backend is reported at once, not after supabase-js's back-off.
    const { data, error } = await anon.from(table).select('*').limit(2).retry(false);
    if (error) {
      if (isMissingTable(error)) {
        missing.push(table);
        continue;
      }
      const message = describeError(error).replace(/<html[\s\S]*?<title>([^<]*)<\/title>[\s\S]*$/i, '$1 (an HTML error page)');
      if (isRefusedKey(message)) {
        return [...findings, { level: 'fail', title: 'The backend refused SUPABASE_ANON_KEY', detail: message, fix: 'Copy the anon / publishable key from Project Settings → API Keys.' }];
      }
      if (isNetwork(error)) {
        return [
          ...findings,
          {
            level: 'fail',
            title: `The backend at ${d.url} does not answer: it may be paused`,
            detail: `Nothing answered there: ${message}. Guests see "try again" until it does.`,
            fix: PAUSED_FIX,
          },
        ];
      }
      if (looksPaused(message)) return [...findings, { level: 'fail', title: `The backend at ${d.url} answers that it is unavailable: it looks paused`, detail: message, fix: PAUSED_FIX }];
      return [...findings, { level: 'fail', title: `Reading ${table} failed`, detail: message, fix: MIGRATIONS }];
    }
    present.push(table);
    if (table === 'wedding_info') weddingRows = data ?? [];
  }
  findings.push({ level: 'ok', title: `The backend at ${d.url} answers` });
  if (missing.length) {
    findings.push({ level: 'fail', title: `Missing tables: ${missing.join(', ')}`, detail: 'The site falls back to its sample wedding and no guest can open an invitation.', fix: MIGRATIONS });
  } else {
    findings.push({ level: 'ok', title: 'The tables wedding_info, guests, love_story and photo_gallery are there' });
  }
  if (weddingRows.length === 1) findings.push(...weddingInfoFindings(weddingRows[0], 'wedding_info'));
  if (present.includes('wedding_info') && weddingRows.length !== 1) {
    findings.push(
      weddingRows.length === 0
        ? {
            level: 'warn',
            title: 'wedding_info has no row',
            detail: 'The site shows its sample wedding.',
            fix: 'Insert your wedding (Table Editor), or load the demo with npm run db:seed.',
            desk: 'Fill in The wedding here on the desk, then publish it.',
          }
        : { level: 'fail', title: 'wedding_info has more than one row', fix: 'Keep exactly one row (the migrations allow only id 1).' },
    );
  }

  let trusted = service;
  if (service) {
    const probe = await service.from(present.includes('guests') ? 'guests' : TABLES[0]).select('*').limit(1).retry(false);
    if (probe.error && isRefusedKey(describeError(probe.error))) {
      findings.push({
        level: 'fail',
        title: 'The backend refused the secret key (--service-key or SUPABASE_SERVICE_ROLE_KEY)',
        detail: describeError(probe.error),
        fix: SERVICE_KEY_HELP,
      });
      trusted = undefined;
    }
  }
  if (present.includes('guests')) {
    findings.push(...(await checkGuestPolicies(anon, trusted, d)), ...(await checkDemoGuests(anon)), ...(await checkOpens(anon, d.trackOpens)), ...(await checkMembersOnly(anon)), await checkNotices(anon));
    if (trusted) findings.push(...(await checkLanguages(anon, trusted, weddingRows[0])), ...(await checkParts(trusted, weddingRows[0])));
  }
  const bucket = await checkBucket(anon, trusted, d);
  findings.push(...bucket);
  const listable = !bucket.some((f) => f.level === 'fail' && /^(The bucket \S+ is missing|Listing the bucket)/.test(f.title));
  if (listable && missing.length === 0) findings.push(...(await projectContentFindings(anon, trusted)));
  return findings;
}

const PAUSED_FIX =
  'A free Supabase project pauses after a week with little activity: Supabase dashboard → your project → Resume project. ' +
  'Then set CRON_SECRET on the host, so /api/keep-alive keeps it awake (docs/couples-guide.md, "Keeping a free project awake"). ' +
  'Otherwise check SUPABASE_URL (Project Settings → API) and the network.';

const looksPaused = (message: string) => /paused|\b54[01]\b|\b50[23]\b|service unavailable|bad gateway|<html/i.test(message);

async function checkLanguages(anon: SupabaseClient, service: SupabaseClient, weddingRow: unknown): Promise<Finding[]> {
  const guests = await service.from('guests').select('name,language').retry(false);
  if (guests.error) return [{ level: 'warn', title: "The guests' languages could not be read", detail: describeError(guests.error), fix: MIGRATIONS }];
  const story = await anon.from('love_story').select('translations').retry(false);
  return languageFindings(
    {
      guests: guests.data ?? [],
      weddingLanguage: (weddingRow as { language?: string | null } | undefined)?.language,
      storyTranslations: story.error ? undefined : (story.data ?? []).map((row) => Object.keys((row as { translations?: object | null }).translations ?? {})),
    },
    'the project',
  );
}

export function weddingInfoFindings(row: unknown, where: string): Finding[] {
  const findings: Finding[] = [];
  if (where === 'wedding_info' && row && typeof row === 'object' && !('weather' in row)) {
    findings.push({ level: 'warn', title: 'wedding_info has no weather column', detail: 'The Preview then shows no weather figures.', fix: MIGRATIONS });
  }
  try {
    parseWeddingInfo(row);
    findings.push({ level: 'ok', title: `The wedding info in ${where} reads well (dates, times, time zone)` });
  } catch (e) {
    const problems = e instanceof ContentError ? e.problems.map(describeProblem) : [describeError(e)];
    findings.push({
      level: 'fail',
      title: `The wedding info in ${where} is refused: ${problems.join('; ')}`,
      detail: 'The site refuses it too, rather than show guests a date, time or place it cannot read.',
      fix: 'Correct it (dates as YYYY-MM-DD, times as 15:00, an IANA time zone such as Europe/Warsaw) and seed again, or edit the row in the Table Editor.',
      desk: 'Correct it in The wedding here on the desk (dates as YYYY-MM-DD, times as 15:00, an IANA time zone such as Europe/Warsaw).',
    });
  }
  return findings;
}
