import type { Guest } from '@/lib/wedding/types';
import { UsageError } from '../project';
import { terminalValue } from '../safe-text';
import { nameKey } from './csv';

// Made from the guest's own data, so a hint stays the same from one run to the next.
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

export const nameWithHint = (guest: Guest, hints: Map<string, string>) => {
  const hint = hints.get(guest.id);
  return terminalValue(hint ? `${guest.name} (${hint})` : guest.name);
};

export function pickGuest(guests: Guest[], who: string): Guest {
  const wanted = who.trim().toLowerCase();
  const byId = guests.find((g) => g.id.toLowerCase() === wanted);
  if (byId) return byId;
  const named = guests.filter((g) => nameKey(g.name) === nameKey(who));
  if (named.length === 1) return named[0] as Guest;
  if (named.length === 0) throw new UsageError(`No guest is called "${who}" (give their name as in guest-links.csv, or their id).`);
  const hints = namesakeHints(guests);
  throw new UsageError(`${named.length} guests are called "${who}": give the id of the one you mean:\n${named.map((g) => `  ${g.id}  ${nameWithHint(g, hints)}`).join('\n')}`);
}
