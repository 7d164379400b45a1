import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { guestPhotoFolder } from '@/lib/site/routes';
import { backupProject } from '../backup/backup';
import { contentFolderFindings } from '../content-check/content-folder';
import { formatFindings } from '../doctor/doctor-run';
import { confirmRemoval, type Ask } from '../confirm';
import { isDemoGuestId } from '../demo-guests';
import { contentFolder, projectSettings, serviceClient, shownPath, UsageError, type Env } from '../project';
import { makeSnapshot } from '../snapshot/make';
import { describeRemoval, planRemoval, removalCount } from './seed-removal';
import { readSeedContent } from './seed-rows';
import { writeSeed, type Log, type SeedReport } from './seed-write';

// Refused, it writes nothing at all, not even the additions, so the project is never half one folder.

export interface SeedOptions {
  contentDir: string;
  shown: string;
  dryRun: boolean;
  demoGuests: boolean;
  removeDemoGuests: boolean;
  yes: boolean;
  ask?: Ask;
  cwd: string;
}

export type SeedOutcome = { status: 'written'; report: SeedReport; backup: string | null } | { status: 'dry-run' } | { status: 'refused' };

export async function checkContentFolder(contentDir: string): Promise<void> {
  const info = await stat(contentDir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new UsageError(`The content folder ${contentDir} does not exist: nothing was changed. Check its name (--content or CONTENT_DIR).`);
  }
  if (!(await stat(path.join(contentDir, 'wedding.json')).catch(() => null))?.isFile()) {
    throw new UsageError(`The content folder ${contentDir} has no wedding.json, so it is not a wedding: nothing was changed. Check its name (--content or CONTENT_DIR).`);
  }
}

export interface SeedRequest {
  content?: string;
  serviceKey?: string;
  dryRun: boolean;
  yes: boolean;
  demoGuests: boolean;
  removeDemoGuests: boolean;
  ask?: Ask;
}

export async function runSeed(o: SeedRequest, env: Env, cwd: string, io: { out: Log; err: Log }): Promise<number> {
  const settings = projectSettings(env, o.serviceKey);
  const contentDir = contentFolder(cwd, env, o.content);
  const shown = shownPath(cwd, contentDir);
  await checkContentFolder(contentDir);
  const client = serviceClient(settings);
  io.out(`Seeding ${settings.url} from ${shown}${o.dryRun ? ' (dry run: nothing is written)' : ''} ...`);
  const outcome = await seedFromFolder(client, { ...o, contentDir, shown, cwd }, io);
  if (outcome.status === 'refused') return 1;
  if (outcome.status === 'dry-run') return 0;
  const { rows } = outcome.report;
  const folderEmpties = rows.love_story === 0 || rows.photo_gallery === 0;
  if ((await makeSnapshot(env, io, false, cwd, { allowEmptied: folderEmpties })) !== 0) {
    io.err('The wedding is in the project, but its snapshot is not: fix the above and run npm run snapshot.');
    return 1;
  }
  io.out('Done. Check the project with: npm run doctor');
  return 0;
}

export async function seedFromFolder(client: SupabaseClient, opts: SeedOptions, io: { out: Log; err: Log }): Promise<SeedOutcome> {
  if (opts.demoGuests && opts.removeDemoGuests) throw new UsageError('--demo-guests and --remove-demo-guests cannot go together.');
  await checkContentFolder(opts.contentDir);
  const problems = (await contentFolderFindings(opts.contentDir, opts.shown)).filter((f) => f.level === 'fail' || f.level === 'warn');
  const failed = problems.some((f) => f.level === 'fail');
  if (problems.length) for (const line of formatFindings(problems).slice(0, -2)) (failed ? io.err : io.out)(line);
  if (failed && !opts.dryRun) {
    io.err(`Nothing was written: fix the failures above in ${opts.shown}, then seed again.`);
    return { status: 'refused' };
  }
  const content = await readSeedContent(opts.contentDir);
  const demoGuests = content.guests.filter((g) => isDemoGuestId(g.id));
  if (opts.removeDemoGuests && demoGuests.length > 0) {
    throw new UsageError(`${opts.shown}/guests.json holds the demo's guests: --remove-demo-guests is for seeding your own wedding over the demo.`);
  }
  if (!opts.demoGuests && demoGuests.length > 0) {
    const folders = new Set(demoGuests.map((g) => `${guestPhotoFolder(g.photo_dir ?? g.id)}/`));
    content.guests = content.guests.filter((g) => !isDemoGuestId(g.id));
    content.media = content.media.filter((m) => ![...folders].some((f) => m.path.startsWith(f)));
    io.out(`Leaving out the demo's ${demoGuests.length} guests (${demoGuests.map((g) => g.name).join(', ')}): their links are published. Add --demo-guests to load them for a try-out.`);
  }
  const removal = await planRemoval(client, content, opts.removeDemoGuests);
  const lines = describeRemoval(removal, opts.shown);
  if (opts.dryRun || removalCount(removal) === 0) {
    for (const line of lines) io.out(line);
  }
  if (opts.dryRun) {
    io.out(
      `Dry run: nothing was written. It would write wedding_info ${content.weddingInfo ? 1 : 0}, guests ${content.guests.length}, love_story ${content.loveStory.length}, photo_gallery ${content.gallery.length} and ${content.media.length} photos` +
        `${removalCount(removal) ? ', after a backup, and remove the above (with --yes, or when you type yes)' : ''}.`,
    );
    if (failed) io.err(`The real run would refuse: fix the failures above in ${opts.shown} first.`);
    return failed ? { status: 'refused' } : { status: 'dry-run' };
  }
  let backup: string | null = null;
  if (removalCount(removal) > 0) {
    if (!(await confirmRemoval(lines, { yes: opts.yes, ask: opts.ask }, io))) return { status: 'refused' };
    const made = await backupProject(client, { cwd: opts.cwd });
    backup = made.dir;
    io.out(`Backed up the project to ${shownPath(opts.cwd, made.dir)} (npm run restore -- that folder brings it back).`);
  }
  const report = await writeSeed(client, content, removal, io.out);
  return { status: 'written', report, backup };
}
