import 'server-only';
import { fieldsOf, saveGuest, type GuestFields, type Saved } from '@/lib/couple/desk/guest-edit';
import { guestMessage, weddingWords, type GuestMessage } from '@/lib/couple/desk/sending';
import type { GuestOpen, OpensByGuest } from '@/lib/couple/guests/links';
import { partChoices } from '@/lib/couple/desk/desk-data';
import type { PartChoice } from '@/lib/couple/desk/guest-screens';
import type { DeskPlace } from './desk-place';
import { guestLine, type GuestLine } from './guest-lines';
import type { Reply } from './reply-counts';
import { rowAsJson } from '@/lib/couple/seed/seed-rows';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Guest } from '@/lib/wedding/types';

export type { GuestLine, GuestMessage, GuestOpen, Reply };
/** A guest's fields as the desk's form shows them. */
export const guestValues = fieldsOf;

// The guests through the import's own checks and store, wherever the desk works (lib/desk/desk-place.ts).

export interface GuestWithMessage {
  guest: Guest;
  message: GuestMessage;
  reminder: GuestMessage;
  open: GuestOpen | null;
  reply: Reply | null;
}

interface DeskDay {
  parts: PartChoice[];
  /** The wedding's time zone, for the times the desk shows. */
  timeZone: string;
}

export interface DeskGuestList extends DeskDay {
  lines: GuestLine[];
  /** Each guest's parts of the day and reply, for the counts. */
  guests: Guest[];
  replies: Map<string, Reply>;
  /** Why the opens are not shown, when they could not be read. */
  opensProblem: string | null;
  /** Why the replies are not shown, when they could not be read. */
  repliesProblem: string | null;
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

/** Every guest as a line of the list (name, opens, reply), and the wedding's parts of the day. */
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
  };
}

/** One guest with their invitation and reminder messages, opens and reply; null when there is no such guest. */
export async function deskGuest(place: DeskPlace, site: URL, id: string): Promise<(GuestWithMessage & DeskDay) | null> {
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
  };
}


/** Adds a guest (no id) or changes one, through the import's checks. */
export function saveGuestFields(place: DeskPlace, fields: GuestFields, id?: string): Promise<Saved> {
  return saveGuest(place.store, fields, id);
}

export function removeGuest(place: DeskPlace, id: string): Promise<boolean> {
  return place.store.remove(id);
}
