import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { FOLDERS, guestPhotoFolder, PUBLIC_FOLDERS } from '@/lib/site/routes';
import { DEMO_GUEST_IDS } from '../demo-guests';
import { bucketFilesUnder } from '../backup/bucket-files';
import { describeError } from '../project';
import type { SeedContent } from './seed-rows';

// Guests are never removed, except the demo's when asked (--remove-demo-guests).

export interface StoredGuest {
  id: string;
  name: string;
  photo_dir: string | null;
}

export interface Removal {
  loveStory: { id: unknown; year: number; title: string }[];
  gallery: { id: unknown; storage_path: string }[];
  files: string[];
  demoGuests: StoredGuest[];
  demoGuestsLeft: StoredGuest[];
}

const folderOf = (g: StoredGuest) => (g.photo_dir && g.photo_dir.trim() !== '' ? g.photo_dir : g.id);
const failed = (what: string, error: unknown) => {
  const hint = /schema cache|does not exist/i.test(describeError(error)) ? ' Apply the migrations in supabase/migrations first (see supabase/README.md).' : '';
  return new Error(`Could not read ${what}: ${describeError(error)}.${hint}`);
};

export async function planRemoval(client: SupabaseClient, content: SeedContent, removeDemoGuests: boolean): Promise<Removal> {
  // No retries: an unreachable project is reported at once, not after supabase-js's back-off.
  const story = await client.from('love_story').select('id, year, title').retry(false);
  if (story.error) throw failed('love_story', story.error);
  const gallery = await client.from('photo_gallery').select('id, storage_path').retry(false);
  if (gallery.error) throw failed('photo_gallery', gallery.error);
  const demo = await client.from('guests').select('id, name, photo_dir').in('id', [...DEMO_GUEST_IDS]).retry(false);
  if (demo.error) throw failed('guests', demo.error);

  const storyKeys = new Set(content.loveStory.map((r) => `${r.year}\u0000${r.title}`));
  const galleryPaths = new Set(content.gallery.map((r) => r.storage_path));
  const contentGuestIds = new Set(content.guests.map((g) => g.id));
  const demoGuests = (demo.data as StoredGuest[]).filter((g) => !contentGuestIds.has(g.id));

  const top = new Set<string>(PUBLIC_FOLDERS);
  const guestFolders = new Set<string>();
  for (const m of content.media) {
    const [first, second] = m.path.split('/');
    if (first === FOLDERS.guestPhotos && second && m.path.split('/').length > 2) guestFolders.add(second);
    else if (first && first !== FOLDERS.guestPhotos && m.path.includes('/')) top.add(first);
  }
  if (removeDemoGuests) for (const g of demoGuests) guestFolders.add(folderOf(g));
  const managed = [...top, ...[...guestFolders].map(guestPhotoFolder)];
  const stored = (await Promise.all(managed.map((f) => bucketFilesUnder(client, f)))).flat();
  const wanted = new Set(content.media.map((m) => m.path));

  return {
    loveStory: (story.data as Removal['loveStory']).filter((r) => !storyKeys.has(`${r.year}\u0000${r.title}`)),
    gallery: (gallery.data as Removal['gallery']).filter((r) => !galleryPaths.has(r.storage_path)),
    files: stored.filter((p) => !wanted.has(p)).sort(),
    demoGuests: removeDemoGuests ? demoGuests : [],
    demoGuestsLeft: removeDemoGuests ? [] : demoGuests,
  };
}

export const removalCount = (r: Removal) => r.loveStory.length + r.gallery.length + r.files.length + r.demoGuests.length;

export function describeRemoval(r: Removal, folder: string): string[] {
  const lines: string[] = [];
  if (removalCount(r) === 0) lines.push(`Nothing to remove: the project has nothing that ${folder} does not have.`);
  else lines.push(`To remove (not in ${folder}):`);
  for (const s of r.loveStory) lines.push(`  love_story     ${s.year} "${s.title}"`);
  for (const g of r.gallery) lines.push(`  photo_gallery  ${g.storage_path}`);
  for (const g of r.demoGuests) lines.push(`  demo guest     ${g.name} (${g.id}) and the photos in ${guestPhotoFolder(folderOf(g))}/`);
  for (const f of r.files) lines.push(`  photo          ${f}`);
  if (r.demoGuestsLeft.length) {
    lines.push(
      `The demo's guests are still in the project: ${r.demoGuestsLeft.map((g) => g.name).join(', ')}. Their ids are published in the README, so` +
        ' anyone can open an invitation to your wedding with them. Add --remove-demo-guests to remove them and their photo folders.',
    );
  }
  return lines;
}

/** Removes the rows and files; run after the folder's content is written, so a failure never leaves the site without it. */
export async function applyRemoval(client: SupabaseClient, r: Removal): Promise<void> {
  const remove = async (table: string, ids: unknown[]) => {
    if (ids.length === 0) return;
    const { error } = await client.from(table).delete().in('id', ids as string[]);
    if (error) throw new Error(`Could not remove from ${table}: ${describeError(error)}`);
  };
  await remove('love_story', r.loveStory.map((s) => s.id));
  await remove('photo_gallery', r.gallery.map((g) => g.id));
  await remove('guests', r.demoGuests.map((g) => g.id));
  for (let i = 0; i < r.files.length; i += 100) {
    const { error } = await client.storage.from(STORAGE.bucket).remove(r.files.slice(i, i + 100));
    if (error) throw new Error(`Could not remove photos from ${STORAGE.bucket}: ${describeError(error)}`);
  }
}
