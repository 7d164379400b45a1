import path from 'node:path';
import type { ConfirmIo } from '@/lib/couple/confirm';
import { describeError, shownPath, UsageError, type Env } from '@/lib/couple/project';
import { columnWidth, padColumn } from '@/lib/couple/guests/columns';
import { partsLabel } from '@/lib/couple/guests/day-parts';
import { baseUrlWarnings, inviteLink, LINKS_CSV, listedQrFiles, parseBaseUrl, removeStaleQrCodes, writeGuestLinks } from '@/lib/couple/guests/links';
import { nameWithHint, namesakeHints } from '@/lib/couple/guests/namesakes';
import { opensForLinks } from '@/lib/couple/guests/opens';
import { remembered } from '@/lib/couple/guests/remembered';
import { SEPARATORS, type Separator } from '@/lib/couple/guests/separator';
import { openGuestStore, type GuestsAt } from '@/lib/couple/guests/stores';

export async function runLinks(o: GuestsAt & { baseUrl?: string; out?: string; separator?: Separator }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  const rawBase = o.baseUrl ?? env.SITE_URL?.trim();
  if (!rawBase) throw new UsageError('The links need the site\'s address: give --base-url https://our-wedding.example or set SITE_URL.');
  let base: URL;
  try {
    base = parseBaseUrl(rawBase);
  } catch (e) {
    throw new UsageError(describeError(e));
  }
  for (const warning of baseUrlWarnings(base)) io.err(`Warning: ${warning}`);
  const store = openGuestStore(env, o, cwd);
  if (store.local) {
    io.out(`${o.local ? 'With --local' : 'SUPABASE_URL is not set'}: these links are for the guests in the local content folder ${store.local} (guests.json).`);
  }
  const guests = await store.list();
  if (guests.length === 0) {
    io.out(`No guests yet in ${store.description}. Add them with: npm run guests -- import guests.csv`);
    return 0;
  }
  const outDir = path.resolve(/*turbopackIgnore: true*/ cwd, o.out ?? 'guest-links');
  const separator = o.separator ?? (await remembered(cwd)).csvSeparator ?? ',';
  const earlier = await listedQrFiles(outDir);
  const written = await writeGuestLinks(guests, base, outDir, await opensForLinks(o.local, env, o.serviceKey, io), separator);
  const stale = await removeStaleQrCodes(outDir, earlier, written);
  const hints = namesakeHints(guests);
  const width = columnWidth(guests.map((g) => nameWithHint(g, hints)), 60);
  const someParts = guests.some((g) => (g.invited_to?.length ?? 0) > 0);
  const languageWidth = someParts ? Math.max(0, ...guests.map((g) => g.language?.length ?? 0)) : 0;
  for (const l of written) {
    const language = (l.guest.language ?? '').padEnd(languageWidth);
    const after = [language, someParts ? partsLabel(l.guest) : ''].filter((v) => v !== '').join('  ');
    io.out(`${padColumn(nameWithHint(l.guest, hints), width)}  ${inviteLink(base, l.guest.id)}${after ? `  ${after}` : ''}`.trimEnd());
  }
  io.out(`\n${written.length} links; QR codes (SVG and PNG) and ${LINKS_CSV} (${SEPARATORS[separator]}-separated) are in ${shownPath(cwd, outDir)}/`);
  if (stale.length) io.out(`Removed ${stale.length} QR ${stale.length === 1 ? 'file' : 'files'} of guests no longer on the list (or renamed): ${stale.join(', ')}`);
  io.out(`To look at a guest's invitation yourself without it counting as opened, use its preview_link (the link ending in ?preview).`);
  return 0;
}
