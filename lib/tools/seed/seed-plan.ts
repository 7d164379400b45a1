import { FOLDERS, guestPhotoFolder, PUBLIC_FOLDERS } from '@/lib/site/routes';
import { threeWay, type Change, type SeedPlan } from '@/lib/couple/changes/diff';
import { changeName, describeChange, looseLabel } from '@/lib/couple/changes/describe';
import type { ProjectState } from '@/lib/couple/changes/project-state';
import { idOf, photoKey, stateOf, type State } from '@/lib/couple/changes/state';
import { isDemoGuestId } from '@/lib/couple/demo-guests';
import type { FolderPhotos } from './folder-photos';
import type { LastSeed } from './last-seed';
import type { SeedContent } from '@/lib/couple/seed/seed-rows';

export interface Plan extends SeedPlan {
  folder: State;
}

export function managedFolders(content: SeedContent, demoGuestFolders: string[]): string[] {
  const top = new Set<string>(PUBLIC_FOLDERS);
  const guestFolders = new Set<string>(demoGuestFolders);
  for (const m of content.media) {
    const [first, second, ...rest] = m.path.split('/');
    if (first === FOLDERS.guestPhotos && second && rest.length) guestFolders.add(second);
    else if (first && first !== FOLDERS.guestPhotos && m.path.includes('/')) top.add(first);
  }
  return [...top, ...[...guestFolders].map(guestPhotoFolder)];
}

export function seedPlan(
  content: SeedContent,
  photos: FolderPhotos,
  project: ProjectState,
  base: LastSeed | null,
  removeDemo: { folders: string[] } | null,
): Plan {
  const folder = stateOf({ ...content, photos: photos.md5 });
  const plan = threeWay(project.state, folder, base);
  const demoPhoto = (key: string) => removeDemo?.folders.some((f) => key.startsWith(photoKey(`${guestPhotoFolder(f)}/`))) ?? false;
  const demoGuest = (c: Change) => c.entry.kind === 'guest' && isDemoGuestId(idOf(c.key));
  // The demo's guests and photos go when asked, whatever the last seed did with them; no other guest is ever removed.
  const asked = (c: Change) => c.kind === 'remove' && removeDemo !== null && (demoGuest(c) || demoPhoto(c.key));
  const guestRemoval = (c: Change) => c.kind === 'remove' && c.entry.kind === 'guest';
  return {
    changes: [
      ...plan.changes.filter((c) => !guestRemoval(c) || asked(c)).map((c) => (asked(c) ? { ...c, conflict: false } : c)),
      ...plan.kept.filter(asked),
    ],
    kept: plan.kept.filter((c) => !guestRemoval(c) && !asked(c)),
    folder,
  };
}

export const isRemoval = (c: Change) => c.kind === 'remove' && !c.conflict;

export function planLines(plan: Plan, shown: string, { removals = true } = {}): string[] {
  const group = (title: string, changes: Change[], theirs: string) =>
    changes.length ? [title, ...changes.map((c) => `  ${describeChange(c, theirs)}`)] : [];
  const fromFolder = plan.changes.filter((c) => !c.conflict && c.kind !== 'remove');
  const conflicts = plan.changes.filter((c) => c.conflict);
  const lines = [
    ...group(`From ${shown}:`, fromFolder, "your folder's"),
    ...(removals ? group(`To remove (no longer in ${shown}):`, plan.changes.filter(isRemoval), "your folder's") : []),
    ...group(
      'Changed in the project since the last seed (the desk, the dashboard) — the project keeps these unless you say yes to your folder’s:',
      conflicts,
      "your folder's",
    ),
    ...group('Left as the project has them (kept at an earlier seed):', plan.kept, "your folder's"),
  ];
  return lines.length || plan.changes.some(isRemoval) ? lines : [`Nothing to change: the project holds what ${shown} holds.`];
}

export function taken(conflicts: Change[], names: string[]): { chosen: Change[]; unknown: string[] } {
  const wanted = new Map(names.map((n) => [looseLabel(n), n]));
  const chosen = conflicts.filter((c) => wanted.has(looseLabel(changeName(c))));
  const matched = new Set(chosen.map((c) => looseLabel(changeName(c))));
  return { chosen, unknown: [...wanted].filter(([loose]) => !matched.has(loose)).map(([, n]) => n) };
}
