import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { guestPhotoFolder, ownPhotoDir } from '@/lib/site/routes';
import { backupProject } from '@/lib/couple/backup/backup';
import { putBack } from '@/lib/couple/backup/put-back';
import { applyToProject } from '@/lib/couple/changes/apply-supabase';
import { applied, recorded, type Change } from '@/lib/couple/changes/diff';
import { changeName, countsOf, describeChange } from '@/lib/couple/changes/describe';
import { readProjectState } from '@/lib/couple/changes/project-state';
import { contentFolderFindings } from '@/lib/couple/content-check/content-folder';
import { formatFindings } from '@/lib/couple/doctor/doctor-run';
import { confirmRemoval, type Ask } from '@/lib/couple/confirm';
import { DEMO_GUEST_IDS, isDemoGuestId } from '@/lib/couple/demo-guests';
import { contentFolder, describeError, projectSettings, serviceClient, shownPath, UsageError, type Env } from '@/lib/couple/project';
import { makeSnapshot } from '@/lib/couple/snapshot/make';
import { folderPhotos } from './folder-photos';
import { isRemoval, managedFolders, planLines, seedPlan, taken } from './seed-plan';
import { otherCopyLine, recallSeed, rememberSeed, seedBase, seedPlace } from './seed-memory';
import { readSeedContent } from '@/lib/couple/seed/seed-rows';
import type { Log } from '@/lib/couple/seed/seed-write';

export interface SeedOptions {
  contentDir: string;
  shown: string;
  dryRun: boolean;
  demoGuests: boolean;
  removeDemoGuests: boolean;
  yes: boolean;
  take?: string[];
  keepProject?: boolean;
  ask?: Ask;
  cwd: string;
  url: string;
}

export type SeedOutcome =
  { status: 'written'; written: number; removed: number; backup: string | null; emptied: boolean } | { status: 'dry-run' } | { status: 'refused' };

export async function checkContentFolder(contentDir: string): Promise<void> {
  const info = await stat(contentDir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new UsageError(`The content folder ${contentDir} does not exist: nothing was changed. Check its name (--content or CONTENT_DIR).`);
  }
  if (!(await stat(path.join(/*turbopackIgnore: true*/ contentDir, 'wedding.json')).catch(() => null))?.isFile()) {
    throw new UsageError(
      `The content folder ${contentDir} has no wedding.json, so it is not a wedding: nothing was changed. Check its name (--content or CONTENT_DIR).`,
    );
  }
}

export interface SeedRequest {
  content?: string;
  serviceKey?: string;
  dryRun: boolean;
  yes: boolean;
  demoGuests: boolean;
  removeDemoGuests: boolean;
  take?: string[];
  keepProject?: boolean;
  ask?: Ask;
}

export async function runSeed(o: SeedRequest, env: Env, cwd: string, io: { out: Log; err: Log }): Promise<number> {
  const settings = projectSettings(env, o.serviceKey);
  const contentDir = contentFolder(cwd, env, o.content);
  const shown = shownPath(cwd, contentDir);
  await checkContentFolder(contentDir);
  const client = serviceClient(settings);
  io.out(`Seeding ${settings.url} from ${shown}${o.dryRun ? ' (dry run: nothing is written)' : ''} ...`);
  const outcome = await seedFromFolder(client, { ...o, contentDir, shown, cwd, url: settings.url }, io);
  if (outcome.status === 'refused') return 1;
  if (outcome.status === 'dry-run') return 0;
  if ((await makeSnapshot(env, io, false, cwd, { allowEmptied: outcome.emptied })) !== 0) {
    io.err('The wedding is in the project, but its snapshot is not: fix the above and run npm run snapshot.');
    return 1;
  }
  io.out('Done. Check the project with: npm run doctor');
  return 0;
}

async function chooseConflicts(conflicts: Change[], opts: SeedOptions): Promise<Change[] | null> {
  if (conflicts.length === 0) return [];
  const { chosen, unknown } = taken(conflicts, opts.take ?? []);
  if (unknown.length)
    throw new UsageError(
      `--take names no change the project made since the last seed: ${unknown.map((n) => `"${n}"`).join(', ')}. The names are the lines above, before the colon.`,
    );
  if (opts.take?.length || opts.keepProject) return chosen;
  if (!opts.ask) return null;
  const answer = (
    await opts.ask(
      `Put your folder's back for ${conflicts.length === 1 ? 'this' : `these ${conflicts.length}`}? Type yes, no (keep the project's and write the rest), or each: `,
    )
  )
    .trim()
    .toLowerCase();
  if (answer === 'yes') return conflicts;
  if (answer === 'no') return [];
  if (answer !== 'each') return null;
  const out: Change[] = [];
  for (const c of conflicts)
    if ((await opts.ask(`  ${describeChange(c, "your folder's")} — yours? (yes/no) `)).trim().toLowerCase() === 'yes') out.push(c);
  return out;
}

export async function seedFromFolder(client: SupabaseClient, opts: SeedOptions, io: { out: Log; err: Log }): Promise<SeedOutcome> {
  if (opts.demoGuests && opts.removeDemoGuests) throw new UsageError('--demo-guests and --remove-demo-guests cannot go together.');
  await checkContentFolder(opts.contentDir);
  const problems = (await contentFolderFindings(opts.contentDir, opts.shown)).filter((f) => f.level === 'fail' || f.level === 'warn');
  let failed = problems.some((f) => f.level === 'fail');
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
    const folders = new Set(demoGuests.map((g) => `${guestPhotoFolder(ownPhotoDir(g))}/`));
    content.guests = content.guests.filter((g) => !isDemoGuestId(g.id));
    content.media = content.media.filter((m) => ![...folders].some((f) => m.path.startsWith(f)));
    io.out(
      `Leaving out the demo's ${demoGuests.length} guests (${demoGuests.map((g) => g.name).join(', ')}): their links are published. Add --demo-guests to load them for a try-out.`,
    );
  }

  const recalled = await recallSeed(client, opts);
  const photos = await folderPhotos(content.media, recalled.seed?.sources ?? {}, opts.shown);
  for (const p of photos.problems) io.err(p);
  failed ||= photos.problems.length > 0;
  if (photos.problems.length && !opts.dryRun) {
    io.err(
      `Nothing was written: ${photos.problems.length === 1 ? 'a photo' : `${photos.problems.length} photos`} of ${opts.shown} cannot be prepared (above).`,
    );
    return { status: 'refused' };
  }
  const demoInProject = await readDemoGuests(client);
  const demoFolders = opts.removeDemoGuests ? demoInProject.map((g) => g.photo_dir || g.id) : [];
  const project = await readProjectState(client, { folders: managedFolders(content, demoFolders) });
  const base = seedBase(recalled, project, io.out);
  const plan = seedPlan(content, photos, project, base, opts.removeDemoGuests ? { folders: demoFolders } : null);
  const place = seedPlace(opts.contentDir);
  const otherCopy = otherCopyLine(base, place, plan.changes.filter((c) => !c.conflict).length);
  if (otherCopy) io.out(otherCopy);
  for (const line of planLines(plan, opts.shown, { removals: opts.dryRun })) io.out(line);
  const left = demoInProject.filter((g) => !content.guests.some((c) => c.id === g.id));
  if (left.length && !opts.removeDemoGuests) {
    io.out(
      `The demo's guests are still in the project: ${left.map((g) => g.name).join(', ')}. Their ids are published in the README, so` +
        ' anyone can open an invitation to your wedding with them. Add --remove-demo-guests to remove them and their photo folders.',
    );
  }
  const conflicts = plan.changes.filter((c) => c.conflict);
  const removals = plan.changes.filter(isRemoval);
  const plain = plan.changes.filter((c) => !c.conflict);
  if (opts.dryRun) {
    const writes = plain.length - removals.length;
    const wrote = writes ? `It would write ${writes} change${writes === 1 ? '' : 's'}` : 'Your folder would write nothing of its own';
    const removes = removals.length ? ` and remove ${removals.length} (with --yes, or when you type yes)` : '';
    const backedUp = plain.length && !project.empty ? ', after a backup of the project' : '';
    const asks = conflicts.length
      ? ` The project keeps the ${conflicts.length} it changed since the last seed unless you say yes to yours: at a terminal, or --take "${changeName(conflicts[0]!)}" for each.`
      : '';
    io.out(`Dry run: nothing was written. ${wrote}${removes}${backedUp}.${asks}`);
    if (failed) io.err(`The real run would refuse: fix the failures above in ${opts.shown} first.`);
    return failed ? { status: 'refused' } : { status: 'dry-run' };
  }

  const chosen = await chooseConflicts(conflicts, opts);
  if (chosen === null) {
    io.err(
      `Nothing was written: the project changed ${conflicts.length === 1 ? 'this' : `these ${conflicts.length}`} since the last seed. Say which of your folder's to put back:` +
        ` --take "${changeName(conflicts[0]!)}" (once for each), or --keep-project to keep all of the project's and write the rest; at a terminal you are asked.`,
    );
    return { status: 'refused' };
  }
  const removalLines = removals.map((c) => `  ${describeChange(c, "your folder's")}`);
  if (
    removals.length &&
    !(await confirmRemoval([`To remove (no longer in ${opts.shown}):`, ...removalLines], { yes: opts.yes, ask: opts.ask }, io))
  ) {
    return { status: 'refused' };
  }
  const target = applied(project.state, plan.folder, [...plain, ...chosen]);
  let backup: string | null = null;
  let shownBackup = '';
  const writes = plain.length + chosen.length;
  if (writes && !project.empty) {
    backup = (await backupProject(client, { cwd: opts.cwd })).dir;
    shownBackup = shownPath(opts.cwd, backup);
    io.out(`Backed up the project to ${shownBackup} (npm run restore -- that folder brings it back).`);
  }
  let done = { written: 0, removed: 0 };
  try {
    done = await applyToProject(client, { current: project.state, target, ids: project.ids, photoBytes: photos.bytes }, io.out);
  } catch (e) {
    io.err(`The seed stopped: ${describeError(e)}.`);
    if (backup) await putBack(client, backup, shownBackup, io.err);
    return { status: 'refused' };
  }
  const after = await readProjectState(client, { folders: managedFolders(content, []) });
  await rememberSeed(
    client,
    opts,
    { seededAt: new Date().toISOString(), seededFrom: place, folder: recorded(plan.folder), project: recorded(after.state), sources: photos.sources },
    io,
  );
  const made = [...plain, ...chosen];
  const said = [
    countsOf(made.filter((c) => c.kind !== 'remove')),
    made.some((c) => c.kind === 'remove') && `removed ${countsOf(made.filter((c) => c.kind === 'remove'))}`,
  ];
  const kept = conflicts.length - chosen.length;
  io.out(
    writes
      ? `Written: ${said.filter(Boolean).join('; ')}${kept ? `; the project's own ${kept === 1 ? 'change' : `${kept} changes`} kept` : ''}.`
      : 'Nothing was changed.',
  );
  const emptied = ![...target.values()].some((e) => e.kind === 'story') || ![...target.values()].some((e) => e.kind === 'gallery');
  return { status: 'written', ...done, backup, emptied };
}

async function readDemoGuests(client: SupabaseClient): Promise<{ id: string; name: string; photo_dir: string | null }[]> {
  const { data, error } = await client
    .from('guests')
    .select('id, name, photo_dir')
    .in('id', [...DEMO_GUEST_IDS])
    .retry(false);
  if (error) {
    const hint = /schema cache|does not exist/i.test(describeError(error))
      ? ' Apply the migrations in supabase/migrations first (see supabase/README.md).'
      : '';
    throw new Error(`Could not read guests: ${describeError(error)}.${hint}`);
  }
  return (data ?? []) as { id: string; name: string; photo_dir: string | null }[];
}
