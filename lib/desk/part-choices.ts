import { parseWeddingInfo } from '@/lib/data/schemas';
import { listedParts } from '@/lib/wedding/day-parts';

/** A part of the day as the guest form offers it: its id, and its name (or the id, capitalised, when it has none). */
export interface PartChoice {
  id: string;
  name: string;
}

export function partChoices(wedding: Record<string, unknown> | null): PartChoice[] {
  try {
    return listedParts(parseWeddingInfo(wedding ?? { wedding: {} })).map((p) => ({ id: p.id, name: p.name ?? p.id[0]!.toUpperCase() + p.id.slice(1) }));
  } catch {
    return [];
  }
}
