import type { Guest } from '@/lib/wedding/types';
import { terminalValue } from '../safe-text';
import { nameKey } from './csv';

/**
 * For guests who share a name (say two Anna Kowalskas), a short hint that tells them apart wherever
 * the couple reads them: their photo folder, else the first words of their message, else the start
 * of their id. Made from the guest's own data, so it stays the same from one run to the next.
 * Guests with a name of their own get none.
 */
export function namesakeHints(guests: Guest[]): Map<string, string> {
  const byName = new Map<string, Guest[]>();
  for (const g of guests) byName.set(nameKey(g.name), [...(byName.get(nameKey(g.name)) ?? []), g]);
  const hints = new Map<string, string>();
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const proposed = group.map((g) => [g, ownHint(g)] as const);
    for (const [g, hint] of proposed) {
      const shared = proposed.filter(([, other]) => other === hint).length > 1;
      hints.set(g.id, shared ? `${hint}, id ${g.id.slice(0, 8)}` : hint);
    }
  }
  return hints;
}

function ownHint(g: Guest): string {
  if (g.photo_dir) return `photos: ${g.photo_dir}`;
  const words = (g.personal_message ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return `“${words.slice(0, 4).join(' ')}${words.length > 4 ? '…' : ''}”`;
  return `id ${g.id.slice(0, 8)}`;
}

/** 'Anna Kowalska (photos: ania-k)', or the name alone; on one line, whatever the name holds. */
export const nameWithHint = (guest: Guest, hints: Map<string, string>) => {
  const hint = hints.get(guest.id);
  return terminalValue(hint ? `${guest.name} (${hint})` : guest.name);
};
