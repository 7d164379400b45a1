import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backupProject, type BackupTarget } from '@/lib/couple/backup/backup';
import { folderSource, type BackupSource } from '@/lib/couple/backup/backup-source';
import { backupZip, backupZipName, folderZip } from '@/lib/couple/backup/backup-zip';
import { openBackupZip } from '@/lib/couple/backup/backup-zip-source';
import { MANIFEST, STORED_BACKUPS, type Manifest } from '@/lib/couple/backup/layout';
import { saveDownload } from '@/lib/couple/backup/zip-reader';
import { describeError } from '@/lib/couple/project';
import { BACKUP_UNPACKED } from '@/lib/wedding/limits';
import { STORAGE } from '@/lib/wedding/spec-values';

// The site has no lasting disk: its backups live in the bucket's desk-backups/ (members only; never itself backed up).

export interface BackupLine {
  name: string;
  madeAt: string;
  made: string;
  holds: string;
}

export type OpenedBackup = BackupSource;

export interface BackupShelf {
  readonly where: string;
  readonly beforeWords: string;
  readonly stored: boolean;
  list(): Promise<BackupLine[]>;
  make(): Promise<string>;
  before(files: string[]): Promise<string>;
  remove(name: string): Promise<boolean>;
  open(name: string): Promise<OpenedBackup | null>;
  restoring(): Promise<{ cwd: string; keep?: (dir: string) => Promise<string>; asMember?: boolean; close(): Promise<void> }>;
}

export const BACKUP_NAME = /^[\w.-]{1,100}$/;
export const inWords = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const holdsOf = (m: Manifest) => `${Object.entries(m.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${m.files} files`;

export function folderShelf(home: string, target: BackupTarget): BackupShelf {
  const folder = path.join(/*turbopackIgnore: true*/ home, 'backups');
  return {
    where: folder,
    beforeWords: `A backup of the whole wedding is made first, in ${folder}.`,
    stored: false,
    async list() {
      const names = await readdir(folder).catch(() => [] as string[]);
      const found = await Promise.all(
        names.filter((n) => BACKUP_NAME.test(n)).map(async (name) => {
          const manifest = await readFile(path.join(/*turbopackIgnore: true*/ folder, name, MANIFEST), 'utf8').then((t) => JSON.parse(t) as Manifest, () => null);
          return manifest ? { name, madeAt: manifest.madeAt, made: inWords(manifest.madeAt), holds: holdsOf(manifest) } : null;
        }),
      );
      return found.filter((b): b is BackupLine => b !== null).sort((a, b) => b.madeAt.localeCompare(a.madeAt));
    },
    make: async () => (await backupProject(target, { cwd: home })).dir,
    before() {
      return this.make();
    },
    async open(name) {
      const dir = path.join(/*turbopackIgnore: true*/ folder, name);
      if (!BACKUP_NAME.test(name) || !(await readFile(path.join(/*turbopackIgnore: true*/ dir, MANIFEST)).then(() => true, () => false))) return null;
      return folderSource(dir);
    },
    async remove(name) {
      if (!(await this.open(name))) return false;
      await rm(path.join(/*turbopackIgnore: true*/ folder, name), { recursive: true, force: true });
      return true;
    },
    restoring: async () => ({ cwd: home, close: async () => undefined }),
  };
}

type Kind = 'wedding-backup' | 'before-change' | 'uploaded';
const KIND_WORDS: Record<Kind, string> = { 'wedding-backup': 'the whole wedding', 'before-change': 'made before a removal or an import', uploaded: 'uploaded' };
const sizeInWords = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

/** Two backups in the same second (two owners, two phones) never take each other's name. */
const keptName = (kind: Kind, now = new Date()) => `${kind}-${backupZipName(now).replace(/^wedding-backup-|\.zip$/g, '')}-${randomUUID().slice(0, 6)}.zip`;
const bucket = (client: SupabaseClient) => client.storage.from(STORAGE.bucket);
const storedPath = (name: string) => `${STORED_BACKUPS}/${name}`;

const SIZE_HINT = "a file in the project's storage may be at most 50 MB on the free plan: npm run backup and npm run restore on a computer have no such limit";
const tooLarge = (error: unknown) => /too large|exceeded the maximum|payload|413/i.test(`${describeError(error)} ${(error as { statusCode?: unknown })?.statusCode ?? ''}`);

// Storage takes the kept backup in one request, so it is gathered first: never more than the server can hold.
export const KEPT_BACKUP_MOST = 256 * 2 ** 20;

export async function gathered(name: string, body: ReadableStream<Uint8Array>, most = KEPT_BACKUP_MOST): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > most) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`Could not keep the backup ${name}: the wedding, its guests' photos and videos included, is over ${Math.round(most / 2 ** 20)} MB (${SIZE_HINT}; Download a backup streams it whole)`);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

async function keepZip(client: SupabaseClient, name: string, body: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = await gathered(name, body);
  const { error } = await bucket(client).upload(storedPath(name), bytes, { contentType: 'application/zip', upsert: false });
  if (error) throw new Error(`Could not keep the backup ${name}: ${describeError(error)}${tooLarge(error) ? ` (${SIZE_HINT})` : ''}`);
  return `${name} in Backups`;
}

export function storedShelf(client: SupabaseClient): BackupShelf {
  return {
    where: "the project's storage, which only the wedding's members can open",
    beforeWords: 'A backup of every guest and detail, and of any photo this removes, is made first: an owner restores it from Backups.',
    stored: true,
    async list() {
      const { data, error } = await bucket(client).list(STORED_BACKUPS, { limit: 1000, sortBy: { column: 'created_at', order: 'desc' } });
      if (error) throw new Error(`Could not read the backups: ${describeError(error)}`);
      return (data ?? [])
        .filter((o) => o.id !== null && BACKUP_NAME.test(o.name) && o.name.endsWith('.zip'))
        .map((o) => {
          const madeAt = o.created_at ?? new Date(0).toISOString();
          const kind = (Object.keys(KIND_WORDS) as Kind[]).find((k) => o.name.startsWith(`${k}-`)) ?? 'uploaded';
          const bytes = Number((o.metadata as { size?: unknown } | null)?.size) || 0;
          return { name: o.name, madeAt, made: inWords(madeAt), holds: `${KIND_WORDS[kind]} · ${sizeInWords(bytes)}` };
        })
        .sort((a, b) => b.madeAt.localeCompare(a.madeAt));
    },
    make: () => keepZip(client, keptName('wedding-backup'), backupZip(client)),
    // The photos a change keeps stay where they are: a whole copy before each removal would fill the free plan's 1 GB.
    before: (files) => keepZip(client, keptName('before-change'), backupZip(client, new Date(), files)),
    async remove(name) {
      if (!BACKUP_NAME.test(name)) return false;
      const { data, error } = await bucket(client).remove([storedPath(name)]);
      if (error) throw new Error(`Could not remove the backup ${name}: ${describeError(error)}`);
      return (data ?? []).length > 0;
    },
    async open(name) {
      if (!BACKUP_NAME.test(name)) return null;
      const { data, error } = await bucket(client).download(storedPath(name)).asStream();
      if (error || !data) return null;
      const work = await mkdtemp(path.join(tmpdir(), 'desk-restore-'));
      try {
        const file = path.join(work, 'backup.zip');
        await saveDownload(data, file, BACKUP_UNPACKED.totalBytes, name);
        const zip = await openBackupZip(file, { label: name });
        return { ...zip, close: async () => void (await Promise.all([zip.close(), rm(work, { recursive: true, force: true })])) };
      } catch (e) {
        await rm(work, { recursive: true, force: true });
        throw e;
      }
    },
    async restoring() {
      const cwd = await mkdtemp(path.join(tmpdir(), 'desk-before-'));
      return {
        cwd,
        keep: (dir) => keepZip(client, keptName('wedding-backup'), folderZip(dir)),
        asMember: true,
        close: () => rm(cwd, { recursive: true, force: true }),
      };
    },
  };
}

export const UPLOADED_NAME = /^uploaded-[\w.-]{1,90}\.zip$/;

export async function backupUploadTicket(client: SupabaseClient, now = new Date()): Promise<{ name: string; url: string } | null> {
  const name = keptName('uploaded', now);
  const { data, error } = await bucket(client).createSignedUploadUrl(storedPath(name));
  return error || !data ? null : { name, url: data.signedUrl };
}

export async function keepUploadedBackup(client: SupabaseClient, file: Blob, now = new Date()): Promise<string> {
  const name = keptName('uploaded', now);
  const { error } = await bucket(client).upload(storedPath(name), file, { contentType: 'application/zip', upsert: false });
  if (error) throw new Error(`Could not keep the file: ${describeError(error)}`);
  return name;
}
