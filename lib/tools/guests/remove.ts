import type { Guest } from '@/lib/wedding/types';
import { backupProject } from '@/lib/couple/backup/backup';
import { confirmRemoval, type Ask, type ConfirmIo } from '@/lib/couple/confirm';
import { shownPath, UsageError, type Env } from '@/lib/couple/project';
import { terminalValue } from '@/lib/couple/safe-text';
import type { GuestOpen } from '@/lib/couple/guests/links';
import { nameWithHint, namesakeHints, pickGuest } from '@/lib/couple/guests/namesakes';
import { opensForLinks } from '@/lib/couple/guests/opens';
import { openGuestStore, type GuestStore, type GuestsAt } from '@/lib/couple/guests/stores';

export interface Removal {
  guest: Guest;
  lines: string[];
}

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

export const removeGuest = (store: GuestStore, removal: Removal) => store.remove(removal.guest.id);

export async function runRemove(o: GuestsAt & { who?: string; dryRun: boolean; yes: boolean; ask?: Ask }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  if (!o.who) throw new UsageError('Which guest? npm run guests -- remove <id or name> (guest-links.csv lists every id)');
  const store = openGuestStore(env, o, cwd);
  const removal = await planRemoval(store, o.who, await opensForLinks(o.local, env, o.serviceKey, io));
  if (o.dryRun) {
    io.out('Dry run, nothing removed. This would remove:');
    for (const line of removal.lines) io.out(`  ${line}`);
    return 0;
  }
  io.out('This removes:');
  if (!(await confirmRemoval(removal.lines.map((l) => `  ${l}`), o, io))) return 1;
  const backup = shownPath(cwd, (await backupProject(store.backupTarget, { cwd })).dir);
  io.out(`Backup first: ${backup} (to undo: npm run restore -- ${backup})`);
  if (!(await removeGuest(store, removal))) {
    io.err(`${terminalValue(removal.guest.name)} was already removed (by someone else meanwhile?); nothing else changed.`);
    return 1;
  }
  io.out(`Removed ${terminalValue(removal.guest.name)} (${removal.guest.id}): their link now answers "not found".`);
  io.out('The next "npm run guests -- links" removes their QR codes. A guest CSV that still lists them adds them back as a new guest.');
  return 0;
}
