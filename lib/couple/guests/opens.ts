import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Guest } from '@/lib/wedding/types';
import { describeError, isMissingTable, projectSettings, serviceClient, shownPath, type Env } from '../project';
import { columnWidth, padColumn } from './columns';
import { csvFile } from './csv';
import type { GuestOpen, OpensByGuest } from './links';
import { nameWithHint, namesakeHints, pickGuest } from './namesakes';
import type { Separator } from './separator';
import { supabaseGuestStore } from './stores';

const MIGRATION = 'supabase/migrations/20251201000000_guest_opens.sql';
const iso = (value: unknown) => new Date(String(value)).toISOString();

export async function readOpens(client: SupabaseClient, guestId?: string): Promise<OpensByGuest> {
  const query = client.from('guest_opens').select('guest_id, first_opened_at, last_opened_at, opening_days');
  const { data, error } = await (guestId ? query.eq('guest_id', guestId) : query);
  if (error) {
    throw new Error(isMissingTable(error) ? `The project has no guest_opens table yet: apply ${MIGRATION} (see supabase/README.md).` : `Could not read the opens: ${describeError(error)}`);
  }
  const rows = (data ?? []) as { guest_id: string; first_opened_at: string; last_opened_at: string; opening_days: number }[];
  return new Map(
    rows.map((r) => [String(r.guest_id).toLowerCase(), { firstOpenedAt: iso(r.first_opened_at), lastOpenedAt: iso(r.last_opened_at), openingDays: Number(r.opening_days) }]),
  );
}

export interface OpenLine {
  guest: Guest;
  open: GuestOpen | null;
}

export function openLines(guests: Guest[], opens: OpensByGuest): OpenLine[] {
  const lines = guests.map((guest) => ({ guest, open: opens.get(guest.id.toLowerCase()) ?? null }));
  const byName = (a: OpenLine, b: OpenLine) => a.guest.name.localeCompare(b.guest.name) || a.guest.id.localeCompare(b.guest.id);
  return [...lines.filter((l) => !l.open).sort(byName), ...lines.filter((l) => l.open).sort(byName)];
}

export function formatOpenLine({ guest, open }: OpenLine, width: number, hints: Map<string, string> = new Map()): string {
  const name = padColumn(nameWithHint(guest, hints), width);
  if (!open) return `${name}  not opened`;
  return `${name}  ${open.firstOpenedAt}  ${open.lastOpenedAt}  (${open.openingDays} ${open.openingDays === 1 ? 'day' : 'days'})`;
}

export function opensCsv(lines: OpenLine[], separator: Separator = ','): string {
  const hints = namesakeHints(lines.map((l) => l.guest));
  const rows = lines.map(({ guest, open }) => [
    guest.name,
    hints.get(guest.id) ?? '',
    open?.firstOpenedAt ?? '',
    open?.lastOpenedAt ?? '',
    open ? String(open.openingDays) : '0',
    guest.id,
  ]);
  return csvFile(['name', 'hint', 'first_opened_at', 'last_opened_at', 'opening_days', 'id'], rows, separator);
}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const LOCAL_ONLY = 'Opens are recorded only when the site reads from Supabase; with local content nothing is recorded.';

async function resetOpens(client: SupabaseClient, guests: Guest[], who: string, io: Io): Promise<number> {
  const guest = pickGuest(guests, who);
  const { error } = await client.from('guest_opens').delete().eq('guest_id', guest.id);
  if (error) throw new Error(`Could not reset the opens: ${describeError(error)}`);
  io.out(`${nameWithHint(guest, namesakeHints(guests))} is listed as not opened again.`);
  return 0;
}

export async function runOpens(
  o: { csv?: string; reset?: string; serviceKey?: string; local: boolean; separator?: Separator },
  env: Env,
  cwd: string,
  io: Io,
): Promise<number> {
  if (o.local || !env.SUPABASE_URL?.trim()) {
    io.out(LOCAL_ONLY);
    return 0;
  }
  const settings = projectSettings(env, o.serviceKey);
  const client = serviceClient(settings);
  const [guests, opens] = await Promise.all([supabaseGuestStore(client, settings.url).list(), readOpens(client)]);
  if (o.reset !== undefined) return resetOpens(client, guests, o.reset, io);
  if (guests.length === 0) {
    io.out('No guests yet. Add them with: npm run guests -- import guests.csv');
    return 0;
  }
  const lines = openLines(guests, opens);
  const hints = namesakeHints(guests);
  const width = columnWidth(guests.map((g) => nameWithHint(g, hints)), 60);
  for (const line of lines) io.out(formatOpenLine(line, width, hints));
  const opened = lines.filter((l) => l.open).length;
  io.out(`\n${opened} of ${guests.length} guests have opened their invitation (times in UTC).`);
  if (env.TRACK_OPENS?.trim() === 'off') io.err('Note: TRACK_OPENS is off here; if the site has it off too, no new opens are recorded.');
  if (o.csv) {
    const file = path.resolve(/*turbopackIgnore: true*/ cwd, o.csv);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, opensCsv(lines, o.separator), 'utf8');
    io.out(`Wrote ${shownPath(cwd, file)}.`);
  }
  return 0;
}

export async function opensForLinks(local: boolean, env: Env, serviceKey: string | undefined, io: Io): Promise<OpensByGuest> {
  if (local || !env.SUPABASE_URL?.trim()) return new Map();
  try {
    return await readOpens(serviceClient(projectSettings(env, serviceKey)));
  } catch (e) {
    io.err(`The opened columns stay empty: ${describeError(e)}`);
    return new Map();
  }
}
