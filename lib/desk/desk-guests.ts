import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { saveGuest, type FieldErrors, type GuestFields } from '@/lib/couple/desk/guest-edit';
import { guestMessage, loadTemplates, weddingWords, type GuestMessage } from '@/lib/couple/desk/sending';
import { GUEST_COLUMNS, supabaseGuestStore } from '@/lib/couple/guests/stores';
import { parseGuest } from '@/lib/data/schemas';
import { rowAsJson } from '@/lib/couple/seed/seed-rows';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Guest } from '@/lib/wedding/types';

// The member's guests through the import's own checks and store, with their session: row-level security decides.

export interface GuestWithMessage {
  guest: Guest;
  message: GuestMessage;
}

const storeOf = (client: SupabaseClient) => supabaseGuestStore(client, 'the wedding');

export async function guestsWithMessages(client: SupabaseClient, site: URL): Promise<GuestWithMessage[]> {
  const store = storeOf(client);
  const [guests, wedding, templates] = await Promise.all([store.list(), store.weddingInfo(), loadTemplates(process.cwd())]);
  const words = weddingWords(wedding.raw && typeof wedding.raw === 'object' ? rowAsJson(wedding.raw as Record<string, unknown>) : null);
  const spoken = spokenLanguages();
  return guests.map((guest) => ({ guest, message: guestMessage(guest, 'invite', site, words, templates, spoken) }));
}

export async function findGuest(client: SupabaseClient, id: string): Promise<Guest | null> {
  const { data, error } = await client.from('guests').select(GUEST_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(`Could not read the guest: ${error.message}`);
  return data ? parseGuest(data) : null;
}

export type AddResult = { ok: true; guest: Guest } | { ok: false; errors: FieldErrors };

export function addGuest(client: SupabaseClient, fields: GuestFields): Promise<AddResult> {
  return saveGuest(storeOf(client), fields);
}

export function removeGuest(client: SupabaseClient, id: string): Promise<boolean> {
  return storeOf(client).remove(id);
}
