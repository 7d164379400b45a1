import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { weddingFromForm, weddingProblems, type WeddingErrors } from '@/lib/couple/desk/wedding-edit';
import { supabaseGuestStore } from '@/lib/couple/guests/stores';
import { rowAsJson, weddingInfoRow } from '@/lib/couple/seed/seed-rows';
import { upsertRows } from '@/lib/couple/seed/seed-write';

// The wedding's details as the member reads and writes them, through the local desk's own form reading and checks.

type Json = Record<string, unknown>;

export interface DayPart {
  id: string;
  name: string;
  start: string;
  end: string;
}

export async function readWedding(client: SupabaseClient): Promise<Json | null> {
  const { raw } = await supabaseGuestStore(client, 'the wedding').weddingInfo();
  return raw && typeof raw === 'object' ? rowAsJson(raw as Json) : null;
}

export function dayParts(wedding: Json | null): DayPart[] {
  const day = wedding?.wedding as { parts?: unknown } | undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return (Array.isArray(day?.parts) ? day.parts : []).map((p: Record<string, unknown>, i) => ({
    id: text(p?.id) || `#${i + 1}`,
    name: text(p?.name),
    start: text(p?.start),
    end: text(p?.end),
  }));
}

/** Writes the form's fields over the stored wedding when every check passes; the problems by field otherwise. */
export async function saveWeddingForm(client: SupabaseClient, form: URLSearchParams): Promise<WeddingErrors> {
  const current = await readWedding(client);
  const next = weddingFromForm(current, form);
  const errors = await weddingProblems(next, null);
  if (Object.keys(errors).length) return errors;
  await upsertRows(client, 'wedding_info', [weddingInfoRow(next)], 'id');
  return {};
}
