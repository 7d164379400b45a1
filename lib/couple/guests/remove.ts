import type { Guest } from '@/lib/wedding/types';
import type { GuestOpen } from './links';
import { nameWithHint, namesakeHints, pickGuest } from './namesakes';
import type { GuestStore } from './stores';

/**
 * `guests -- remove <id or name>`: one guest and their opens. The caller asks first and backs up
 * (lib/couple/guests/safety.ts); this finds the guest, says what goes, and removes it.
 */

export interface Removal {
  guest: Guest;
  /** What goes, one line each, as the couple reads it. */
  lines: string[];
}

/** The guest `who` names (an id, or a name only one guest has) and what removing them takes away. */
export async function planRemoval(store: GuestStore, who: string, opens: Map<string, GuestOpen> = new Map()): Promise<Removal> {
  const guests = await store.list();
  const guest = pickGuest(guests, who);
  const open = opens.get(guest.id.toLowerCase());
  const lines = [
    `the guest ${nameWithHint(guest, namesakeHints(guests))} (${guest.id}), and their personal link`,
    open
      ? `their opens: first ${open.firstOpenedAt}, last ${open.lastOpenedAt} (${open.openingDays} ${open.openingDays === 1 ? 'day' : 'days'})`
      : store.local
        ? 'no opens (local content records none)'
        : 'no opens (they have not opened it)',
  ];
  return { guest, lines };
}

/** Removes the guest (their opens go with them); false when they were already gone. */
export const removeGuest = (store: GuestStore, removal: Removal) => store.remove(removal.guest.id);
