import 'server-only';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bucketFilesUnder } from '@/lib/couple/backup/bucket-files';
import { bucketMedia, localMedia, type MediaListing } from '@/lib/couple/content-check/media-listing';
import { folderTextsNotInProject, readMessages, saveMessages, type DeskMessages, type Templates } from './messages-table';
import { COUPLE_TEMPLATES, loadTemplates } from './sending';
import type { OpensByGuest } from '@/lib/couple/guests/links';
import { readOpens } from '@/lib/couple/guests/opens';
import { GUEST_COLUMNS, localGuestStore, replaceFile, supabaseGuestStore, type GuestStore } from '@/lib/couple/guests/stores';
import { parseGuest } from '@/lib/data/schemas';
import type { Guest } from '@/lib/wedding/types';
import { rowAsJson, weddingInfoRow } from '@/lib/couple/seed/seed-rows';
import { upsertRows } from '@/lib/couple/seed/seed-write';
import { PUBLIC_FOLDERS } from '@/lib/site/routes';
import { backupUploadTicket, folderShelf, keepUploadedBackup, storedShelf, type BackupShelf } from './backup-shelf';
import { backupZip, backupZipName } from '@/lib/couple/backup/backup-zip';
import { bucketObjectsUnder } from '@/lib/couple/backup/bucket-files';
import { FREE_PLAN_STORAGE_BYTES } from '@/lib/couple/doctor/doctor-storage';
import { describeError } from '@/lib/couple/project';
import { projectMembers, type MemberShelf } from './desk-members';
import { projectTickets, type UploadTickets } from './upload-tickets';
import { projectUploads, type GuestUploadShelf } from './guest-upload-shelf';
import { folderNotices, projectNotices, type NoticeShelf } from './desk-notices';
import { readReplies, saveReply, type Replies } from './desk-replies';
import { localLists, supabaseLists, type PhotoLists } from './photo-lists';
import type { Reply } from './reply-counts';

type Json = Record<string, unknown>;

export type StorageUse = { bytes: number; limit: number } | { problem: string };

export interface DeskPlace {
  readonly kind: 'project' | 'folder';
  readonly store: GuestStore;
  readonly members: MemberShelf | null;
  readonly media: MediaListing;
  readonly messagesHome: string;
  findGuest(id: string): Promise<Guest | null>;
  opens(guestId?: string): Promise<OpensByGuest>;
  readReplies(guestId?: string): Promise<Replies>;
  saveReply(guestId: string, reply: Reply | null): Promise<void>;
  readMessages(): Promise<DeskMessages>;
  saveMessages(before: Templates, after: Templates): Promise<string[]>;
  textsLeftInFolder(project: Templates): Promise<{ tags: string[]; merged: Templates } | null>;
  readWedding(): Promise<Json | null>;
  writeWedding(next: Json): Promise<void>;
  readonly lists: PhotoLists;
  readonly tickets: UploadTickets | null;
  readonly guestUploads: GuestUploadShelf | null;
  sharedFiles(): Promise<string[]>;
  readonly backups: BackupShelf;
  readonly notices: NoticeShelf;
  readonly backupUploads: { ticket(): Promise<{ name: string; url: string } | null>; keep(file: Blob): Promise<string> } | null;
  downloadBackup(now?: Date): { name: string; body: ReadableStream<Uint8Array> } | null;
  storageUse(): Promise<StorageUse | null>;
}

export function projectPlace(client: SupabaseClient, home?: string): DeskPlace {
  const store = supabaseGuestStore(client, 'the wedding');
  return {
    kind: 'project',
    store,
    members: home ? null : projectMembers(client),
    backups: home ? folderShelf(home, client) : storedShelf(client),
    backupUploads: home ? null : { ticket: () => backupUploadTicket(client), keep: (file) => keepUploadedBackup(client, file) },
    downloadBackup: (now = new Date()) => ({ name: backupZipName(now), body: backupZip(client, now) }),
    storageUse: () =>
      bucketObjectsUnder(client).then(
        (objects) => ({ bytes: objects.reduce((sum, o) => sum + o.bytes, 0), limit: FREE_PLAN_STORAGE_BYTES }),
        (e: unknown) => ({ problem: `The storage used could not be read: ${describeError(e)}` }),
      ),
    notices: projectNotices(client),
    media: bucketMedia(client),
    lists: supabaseLists(client),
    tickets: projectTickets(client),
    guestUploads: projectUploads(client),
    messagesHome: 'in the project, where every member\'s desk reads them',
    async findGuest(id) {
      const { data, error } = await client.from('guests').select(GUEST_COLUMNS).eq('id', id).maybeSingle();
      if (error) throw new Error(`Could not read the guest: ${error.message}`);
      return data ? parseGuest(data) : null;
    },
    opens: (guestId) => readOpens(client, guestId),
    readReplies: (guestId) => readReplies(client, guestId),
    saveReply: (guestId, reply) => saveReply(client, guestId, reply),
    readMessages: () => readMessages(client),
    saveMessages: (before, after) => saveMessages(client, before, after),
    async textsLeftInFolder(project) {
      const left = home ? await folderTextsNotInProject(home, project) : null;
      return left?.tags.length ? left : null;
    },
    async readWedding() {
      const { raw } = await store.weddingInfo();
      return raw && typeof raw === 'object' ? rowAsJson(raw as Json) : null;
    },
    writeWedding: async (next) => void (await upsertRows(client, 'wedding_info', [weddingInfoRow(next)], 'id')),
    sharedFiles: async () => (await Promise.all(PUBLIC_FOLDERS.map((folder) => bucketFilesUnder(client, folder)))).flat(),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function folderPlace(contentDir: string, home: string): DeskPlace {
  const store = localGuestStore(contentDir, home);
  const messagesFile = path.join(/*turbopackIgnore: true*/ home, COUPLE_TEMPLATES);
  const mediaRoot = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  return {
    kind: 'folder',
    store,
    members: null,
    backups: folderShelf(home, contentDir),
    backupUploads: null,
    downloadBackup: () => null,
    storageUse: async () => null,
    notices: folderNotices(contentDir),
    media: localMedia(contentDir),
    lists: localLists(contentDir),
    tickets: null,
    guestUploads: null,
    messagesHome: messagesFile,
    findGuest: async (id) => (await store.list()).find((g) => g.id.toLowerCase() === id.toLowerCase()) ?? null,
    opens: async () => new Map(),
    readReplies: async () => ({ replies: new Map(), problem: 'Replies are kept in a Supabase project: this desk works on a content folder.' }),
    async saveReply() {
      throw new Error('Replies are kept in a Supabase project: this desk works on a content folder.');
    },
    readMessages: async () => ({ templates: await loadTemplates(home), problem: null }),
    textsLeftInFolder: async () => null,
    async saveMessages(before, after) {
      const changed = Object.keys(after).filter((tag) => !same(before[tag], after[tag]));
      if (changed.length) await replaceFile(messagesFile, after);
      return changed;
    },
    async readWedding() {
      const { raw } = await store.weddingInfo();
      return raw && typeof raw === 'object' ? (raw as Json) : null;
    },
    writeWedding: (next) => replaceFile(path.join(/*turbopackIgnore: true*/ contentDir, 'wedding.json'), next),
    async sharedFiles() {
      const lists = await Promise.all(
        PUBLIC_FOLDERS.map((folder) =>
          readdir(path.join(/*turbopackIgnore: true*/ mediaRoot, folder), { recursive: true, withFileTypes: true }).then(
            (entries) => entries.filter((e) => e.isFile()).map((e) => path.relative(mediaRoot, path.join(/*turbopackIgnore: true*/ e.parentPath, e.name)).split(path.sep).join('/')),
            (e: NodeJS.ErrnoException) => {
              if (e.code === 'ENOENT') return [];
              throw e;
            },
          ),
        ),
      );
      return lists.flat();
    },
  };
}
