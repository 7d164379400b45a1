import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { splitPartIds } from '@/lib/wedding/shapes';
import { DEMO_GUESTS } from '../demo-guests';
import { contentFolderFindings } from '../content-check/content-folder';
import { weddingInfoFindings } from './doctor-checks';
import { demoGuestsFinding } from './doctor-guests';
import { mediaLocationFindings } from './doctor-locations';
import { openEndFindings, partFindings, pastMidnightFindings, weddingPartIds } from './doctor-parts';
import type { Finding } from './doctor-types';

export async function checkLocalContent(contentDir: string, cwd: string): Promise<Finding[]> {
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
      await access(path.join(/*turbopackIgnore: true*/ contentDir, file));
    } catch {
      findings.push({
        level: file === 'guests.json' ? 'fail' : 'warn',
        title: `${shown}/${file} is missing`,
        fix: file === 'guests.json' ? 'Without it no guest can open an invitation: npm run guests -- import guests.csv creates it.' : 'The site shows its sample data for that part.',
        ...(file === 'guests.json' ? { desk: 'Without it no guest can open an invitation: add or import guests here on the desk.' } : {}),
      });
    }
  }
  const wedding = await readFile(path.join(/*turbopackIgnore: true*/ contentDir, 'wedding.json'), 'utf8').then(
    (text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : undefined),
  );
  if (wedding !== null && wedding !== undefined) findings.push(...weddingInfoFindings(wedding, `${shown}/wedding.json`));
  try {
    const guests: unknown = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ contentDir, 'guests.json'), 'utf8'));
    if (Array.isArray(guests)) {
      findings.push({ level: guests.length ? 'ok' : 'warn', title: `${guests.length} guests in ${shown}/guests.json` });
      const ids = new Set(guests.map((g: { id?: unknown }) => String(g?.id ?? '').toLowerCase()));
      findings.push(...demoGuestsFinding(DEMO_GUESTS.filter((g) => ids.has(g.id)).map((g) => g.name), `${shown}/guests.json`));
      const facts = localPartFacts(wedding, guests, shown);
      findings.push(...partFindings(facts, `${shown}/guests.json`));
      findings.push(...openEndFindings(facts.guests, wedding, `${shown}/wedding.json`), ...pastMidnightFindings(wedding, `${shown}/wedding.json`));
    }
  } catch {
  }
  return [...findings, ...(await contentFolderFindings(contentDir, shown)), ...(await mediaLocationFindings(contentDir, shown))];
}

function localPartFacts(raw: unknown, guests: unknown[], shown: string) {
  const parts = (g: unknown) => {
    const ids = (g as { invited_to?: unknown })?.invited_to;
    return splitPartIds(Array.isArray(ids) ? ids.join(' ') : typeof ids === 'string' ? ids : '');
  };
  return {
    guests: guests.map((g) => ({ name: String((g as { name?: unknown })?.name ?? ''), invited_to: parts(g) })),
    partIds: raw === undefined ? undefined : weddingPartIds(raw),
    weddingWhere: `${shown}/wedding.json`,
  };
}
