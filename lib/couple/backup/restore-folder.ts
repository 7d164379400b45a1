import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { twoWay } from '../changes/diff';
import { stateOf } from '../changes/state';
import { confirmRemoval, type ConfirmIo } from '../confirm';
import { contentFolderFindings } from '../content-check/content-folder';
import { prepareForStorage } from '../photos/prepare-for-storage';
import { describeError, shownPath, UsageError } from '../project';
import { readSeedContent, type SeedContent } from '../seed/seed-rows';
import { backupProject } from './backup';
import { plainFilesOf } from './backup-files';
import { MISSING_FILE } from './backup-state';
import { CONTENT_COPY_DIR } from './layout';
import { restoreLines, type RestoreOptions, type RestoreOutcome } from './restore-outcome';

// Made beside the couple's folder and renamed into place, so a failure half-way leaves theirs as it was.

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const CONTENT_FILES = new Set(['wedding.json', 'guests.json', 'love-story.json', 'gallery.json']);
const EMPTY: SeedContent = { weddingInfo: null, guests: [], loveStory: [], gallery: [], media: [] };

interface Side {
  content: SeedContent;
  photos: Map<string, string>;
  others: string[];
}

function sideOf(content: SeedContent, files: string[], photos: Map<string, string>): Side {
  return { content, photos, others: files.filter((f) => !CONTENT_FILES.has(f) && !f.startsWith('media/')) };
}

function folderLines(now: Side, backup: Side): { put: string[]; removed: string[] } {
  const state = (s: Side) => stateOf({ ...s.content, photos: s.photos });
  const lines = restoreLines(twoWay(state(now), state(backup)));
  const put = [
    ...lines.put,
    ...backup.others.filter((f) => !now.others.includes(f)).map((f) => `  + file ${f}`),
  ];
  const removed = [
    ...lines.removed,
    ...now.others.filter((f) => !backup.others.includes(f)).map((f) => `  − file ${f}`),
  ];
  return { put, removed };
}

export async function restoreFolder(contentDir: string, dir: string, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const copy = path.join(/*turbopackIgnore: true*/ dir, CONTENT_COPY_DIR);
  if (!(await stat(copy).catch(() => null))) throw new UsageError(`The backup ${dir} has no ${CONTENT_COPY_DIR}/ folder: nothing was changed.`);
  const listing = await plainFilesOf(copy, CONTENT_COPY_DIR);
  const problems = [...listing.problems];
  const notes: string[] = [];
  if (!problems.length) {
    for (const f of await contentFolderFindings(copy, CONTENT_COPY_DIR)) {
      if (f.level === 'fail') (MISSING_FILE.test(f.title) ? notes : problems).push(`${f.title}${f.fix ? `. ${f.fix}` : ''}`);
    }
  }
  let content = EMPTY;
  const prepared = new Map<string, Buffer>();
  if (!problems.length) {
    try {
      content = await readSeedContent(copy);
    } catch (e) {
      problems.push(`${CONTENT_COPY_DIR}/${(e as Error).message}`);
    }
    for (const m of content.media) {
      const made = await prepareForStorage(await readFile(m.file), m.path);
      if (made.ok) prepared.set(m.path, made.bytes);
      else problems.push(`${CONTENT_COPY_DIR}/media/${m.path}: ${made.reason}`);
    }
  }
  if (problems.length) {
    io.err(`Nothing was restored: the backup holds ${problems.length === 1 ? 'something' : `${problems.length} things`} seeding would refuse.`);
    for (const p of problems) io.err(`  ${p}`);
    return { status: 'refused' };
  }

  for (const note of notes) io.out(`Note, restored as the backup has it: ${note}`);
  const exists = (await stat(contentDir).catch(() => null))?.isDirectory() ?? false;
  const real = exists ? await realpath(contentDir) : path.resolve(/*turbopackIgnore: true*/ contentDir);
  const nowFiles = exists ? await plainFilesOf(real) : { files: [], problems: [] };
  const nowContent = exists ? await readSeedContent(real).catch(() => EMPTY) : EMPTY;
  const nowPhotos = new Map(await Promise.all(nowContent.media.map(async (m) => [m.path, md5(await readFile(m.file))] as const)));
  const { put, removed } = folderLines(
    sideOf(nowContent, nowFiles.files, nowPhotos),
    sideOf(content, listing.files, new Map([...prepared].map(([p, b]) => [p, md5(b)]))),
  );
  const links = nowFiles.problems.map((p) => `  − ${p.replace(`${real}/`, '')}`);
  if (!put.length && !removed.length && !links.length && exists) {
    io.out(`Nothing to restore: ${contentDir} already holds exactly what the backup holds.`);
    return { status: 'unchanged' };
  }
  if (put.length) io.out(`To put back into ${contentDir} as the backup has it:`);
  for (const l of put) io.out(l);
  const goes = [...removed, ...links];
  if (opts.dryRun) {
    if (goes.length) io.out(`To remove from ${contentDir} (not in the backup):`);
    for (const l of goes) io.out(l);
    io.out(
      `Dry run: nothing was written. The restore would back up ${contentDir} as it is, then make it exactly the backup${goes.length ? ' (the removals only with --yes, or when you type yes)' : ''}.`,
    );
    return { status: 'dry-run' };
  }
  if (goes.length && !(await confirmRemoval([`To remove from ${contentDir} (not in the backup):`, ...goes], { yes: opts.yes, ask: opts.ask }, io)))
    return { status: 'refused' };

  let before = '';
  if (exists && nowFiles.files.length) {
    before = (await backupProject(real, { cwd: opts.cwd })).dir;
    io.out(`Backed up ${contentDir} as it was to ${shownPath(opts.cwd, before)} (npm run restore -- that folder undoes this restore).`);
  }
  const stamp = `${process.pid}-${Date.now()}`;
  const fresh = path.join(/*turbopackIgnore: true*/ path.dirname(real), `.${path.basename(real)}.restoring-${stamp}`);
  try {
    for (const f of listing.files) {
      const target = path.join(/*turbopackIgnore: true*/ fresh, ...f.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const photo = f.startsWith('media/') ? prepared.get(f.slice('media/'.length)) : undefined;
      await writeFile(target, photo ?? (await readFile(path.join(/*turbopackIgnore: true*/ copy, ...f.split('/')))), { flag: 'wx' });
    }
    if (exists) {
      const old = path.join(/*turbopackIgnore: true*/ path.dirname(real), `.${path.basename(real)}.before-restore-${stamp}`);
      await rename(real, old);
      await rename(fresh, real).catch(async (e: unknown) => {
        await rename(old, real);
        throw e;
      });
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(fresh, real);
    }
  } catch (e) {
    await rm(fresh, { recursive: true, force: true });
    io.err(`The restore stopped: ${describeError(e)}. ${contentDir} is as it was: nothing was changed.`);
    return { status: 'refused' };
  }
  io.out(`Restored ${contentDir} from the backup (${listing.files.length} files)${goes.length ? `; removed ${goes.length} it did not have` : ''}.`);
  return { status: 'restored', before };
}
