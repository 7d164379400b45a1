import { parseWeddingInfo } from '@/lib/data/schemas';
import { listedParts } from '@/lib/wedding/day-parts';

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
