import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fieldsOf, saveGuest, type GuestFields, type Saved } from '@/lib/couple/desk/guest-edit';
import { guestMessage, loadTemplates, weddingWords, type GuestMessage } from '@/lib/couple/desk/sending';
import type { GuestOpen, OpensByGuest } from '@/lib/couple/guests/links';
import { readOpens } from '@/lib/couple/guests/opens';
import { GUEST_COLUMNS, supabaseGuestStore } from '@/lib/couple/guests/stores';
import { partChoices } from '@/lib/couple/desk/desk-data';
import type { PartChoice } from '@/lib/couple/desk/guest-screens';
import { readReplies } from './desk-replies';
import type { Reply } from './reply-counts';
import { parseGuest } from '@/lib/data/schemas';
import { rowAsJson } from '@/lib/couple/seed/seed-rows';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Guest } from '@/lib/wedding/types';

export type { GuestMessage, GuestOpen, Reply };
/** A guest's fields as the desk's form shows them. */
export const guestValues = fieldsOf;

// The member's guests through the import's own checks and store, with their session: row-level security decides.

export interface GuestWithMessage {
  guest: Guest;
  message: GuestMessage;
  reminder: GuestMessage;
  open: GuestOpen | null;
  reply: Reply | null;
}

export interface DeskGuests {
  guests: GuestWithMessage[];
  parts: PartChoice[];
  /** Why the opens are not shown, when they could not be read. */
  opensProblem: string | null;
  /** Why the replies are not shown, when they could not be read. */
  repliesProblem: string | null;
  /** The wedding's time zone, for the times the desk shows. */
  timeZone: string;
}

const storeOf = (client: SupabaseClient) => supabaseGuestStore(client, 'the wedding');

/** Every guest (or the one with `id`) with their messages and opens, and the wedding's parts of the day. */
export async function deskGuests(client: SupabaseClient, site: URL, id?: string): Promise<DeskGuests> {
  const store = storeOf(client);
  const [guests, wedding, templates, opened, replied] = await Promise.all([
    id ? findGuest(client, id).then((g) => (g ? [g] : [])) : store.list(),
    store.weddingInfo(),
    loadTemplates(process.cwd()),
    readOpens(client).then(
      (opens) => ({ opens, problem: null }),
      (e: unknown) => ({ opens: new Map() as OpensByGuest, problem: e instanceof Error ? e.message : String(e) }),
    ),
    readReplies(client),
  ]);
  const json = wedding.raw && typeof wedding.raw === 'object' ? rowAsJson(wedding.raw as Record<string, unknown>) : null;
  const words = weddingWords(json);
  const spoken = spokenLanguages();
  return {
    guests: guests.map((guest) => ({
      guest,
      message: guestMessage(guest, 'invite', site, words, templates, spoken),
      reminder: guestMessage(guest, 'remind', site, words, templates, spoken),
      open: opened.opens.get(guest.id.toLowerCase()) ?? null,
      reply: replied.replies.get(guest.id.toLowerCase()) ?? null,
    })),
    parts: partChoices(json),
    opensProblem: opened.problem,
    repliesProblem: replied.problem,
    timeZone: String((json?.wedding as { timeZone?: unknown } | undefined)?.timeZone ?? 'UTC'),
  };
}

export async function findGuest(client: SupabaseClient, id: string): Promise<Guest | null> {
  const { data, error } = await client.from('guests').select(GUEST_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(`Could not read the guest: ${error.message}`);
  return data ? parseGuest(data) : null;
}

/** Adds a guest (no id) or changes one, through the import's checks. */
export function saveGuestFields(client: SupabaseClient, fields: GuestFields, id?: string): Promise<Saved> {
  return saveGuest(storeOf(client), fields, id);
}

export function removeGuest(client: SupabaseClient, id: string): Promise<boolean> {
  return storeOf(client).remove(id);
}
