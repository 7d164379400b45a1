import 'server-only';
import { fieldsOf, saveGuest, type GuestFields, type Saved } from './guest-edit';
import { guestMessage, weddingWords, type GuestMessage } from './sending';
import { csvFile } from '@/lib/couple/guests/csv';
import { inviteLink, type GuestOpen, type OpensByGuest } from '@/lib/couple/guests/links';
import { partChoices, type PartChoice } from './part-choices';
import { readingNote } from './desk-languages';
import type { DeskPlace } from './desk-place';
import { guestLine, type GuestLine } from './guest-lines';
import type { Reply } from './reply-counts';
import { rowAsJson } from '@/lib/couple/seed/seed-rows';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Guest } from '@/lib/wedding/types';

export type { GuestLine, GuestMessage, GuestOpen, Reply };
export const guestValues = fieldsOf;

export interface GuestWithMessage {
  guest: Guest;
  message: GuestMessage;
  reminder: GuestMessage;
  open: GuestOpen | null;
  reply: Reply | null;
}

interface DeskDay {
  parts: PartChoice[];
  timeZone: string;
}

export interface DeskGuestList extends DeskDay {
  lines: GuestLine[];
  guests: Guest[];
  replies: Map<string, Reply>;
  opensProblem: string | null;
  repliesProblem: string | null;
  onFolder: boolean;
}

const opensOf = (place: DeskPlace, guestId?: string) =>
  place.opens(guestId).then(
    (opens) => ({ opens, problem: null }),
    (e: unknown) => ({ opens: new Map() as OpensByGuest, problem: e instanceof Error ? e.message : String(e) }),
  );

function dayOf(raw: unknown): DeskDay & { json: Record<string, unknown> | null } {
  const json = raw && typeof raw === 'object' ? rowAsJson(raw as Record<string, unknown>) : null;
  return { json, parts: partChoices(json), timeZone: String((json?.wedding as { timeZone?: unknown } | undefined)?.timeZone ?? 'UTC') };
}

export async function deskGuestList(place: DeskPlace): Promise<DeskGuestList> {
  const { store } = place;
  const [guests, wedding, opened, replied] = await Promise.all([store.list(), store.weddingInfo(), opensOf(place), place.readReplies()]);
  const { parts, timeZone } = dayOf(wedding.raw);
  const key = (g: Guest) => g.id.toLowerCase();
  return {
    lines: guests.map((g) => guestLine(g, opened.opens.get(key(g)) ?? null, replied.replies.get(key(g)) ?? null, timeZone)),
    guests,
    replies: replied.replies,
    parts,
    timeZone,
    opensProblem: opened.problem,
    repliesProblem: replied.problem,
    onFolder: place.kind === 'folder',
  };
}

export async function deskGuest(place: DeskPlace, site: URL, id: string): Promise<(GuestWithMessage & DeskDay & { languageNote: string | null }) | null> {
  const [guest, wedding, { templates }, opened, replied] = await Promise.all([place.findGuest(id), place.store.weddingInfo(), place.readMessages(), opensOf(place, id), place.readReplies(id)]);
  if (!guest) return null;
  const { json, parts, timeZone } = dayOf(wedding.raw);
  const words = weddingWords(json);
  const spoken = spokenLanguages();
  return {
    guest,
    message: guestMessage(guest, 'invite', site, words, templates, spoken),
    reminder: guestMessage(guest, 'remind', site, words, templates, spoken),
    open: opened.opens.get(guest.id.toLowerCase()) ?? null,
    reply: replied.replies.get(guest.id.toLowerCase()) ?? null,
    parts,
    timeZone,
    languageNote: readingNote(guest.name, guest.language, words.language),
  };
}


export function saveGuestFields(place: DeskPlace, fields: GuestFields, id?: string): Promise<Saved> {
  return saveGuest(place.store, fields, id);
}

export function removeGuest(place: DeskPlace, id: string): Promise<boolean> {
  return place.store.remove(id);
}

export const GUEST_SORTS = { name: 'Name', language: 'Language', opened: 'Opened first', 'not-opened': 'Not opened first' } as const;
export type GuestSort = keyof typeof GUEST_SORTS;
export const isGuestSort = (s: unknown): s is GuestSort => typeof s === 'string' && Object.hasOwn(GUEST_SORTS, s);

export function sortedLines(list: Pick<DeskGuestList, 'lines' | 'guests'>, sort: GuestSort): GuestLine[] {
  const language = new Map(list.guests.map((g) => [g.id, g.language ?? '']));
  const byName = (a: GuestLine, b: GuestLine) => a.name.localeCompare(b.name);
  const first = {
    name: () => 0,
    language: (a: GuestLine, b: GuestLine) => (language.get(a.id) ?? '').localeCompare(language.get(b.id) ?? ''),
    opened: (a: GuestLine, b: GuestLine) => Number(b.hasOpened) - Number(a.hasOpened),
    'not-opened': (a: GuestLine, b: GuestLine) => Number(a.hasOpened) - Number(b.hasOpened),
  }[sort];
  return [...list.lines].sort((a, b) => first(a, b) || byName(a, b));
}

const EXPORT_COLUMNS = ['name', 'language', 'invited_to', 'photo_dir', 'personal_message', 'link', 'id', 'first_opened_at', 'last_opened_at'];

export async function guestsCsv(place: DeskPlace, site: URL): Promise<string> {
  const [guests, opened] = await Promise.all([place.store.list(), opensOf(place)]);
  const rows = guests.map((g) => {
    const open = opened.opens.get(g.id.toLowerCase());
    return [g.name, g.language ?? '', (g.invited_to ?? []).join(' '), g.photo_dir ?? '', g.personal_message ?? '', inviteLink(site, g.id), g.id, open?.firstOpenedAt ?? '', open?.lastOpenedAt ?? ''];
  });
  return csvFile(EXPORT_COLUMNS, rows);
}
