import 'server-only';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isMissingTable } from '@/lib/couple/project';
import { replaceFile } from '@/lib/couple/guests/stores';
import { ownLanguageIn } from '@/lib/wedding/languages';
import { NOTICES_FILE, noticeReadings, parseNotices, type Notice } from '@/lib/wedding/notices';
import type { GuestStore } from '@/lib/couple/guests/stores';
import type { DeskState } from './desk-state';

export interface NoticeDraft {
  id?: string;
  part: string | null;
  language: string;
  texts: Record<string, string>;
}

export interface NoticeShelf {
  read(): Promise<{ notices: Notice[]; problem: string | null }>;
  save(draft: NoticeDraft): Promise<void>;
  withdraw(id: string): Promise<void>;
}

const MIGRATION = 'supabase/migrations/20261201000000_announcements.sql';
const COLUMNS = 'id, part, language, texts, posted_at, edited_at, withdrawn_at';
const newestFirst = (notices: Notice[]) => [...notices].sort((a, b) => b.posted_at.localeCompare(a.posted_at));

export function projectNotices(client: SupabaseClient): NoticeShelf {
  return {
    async read() {
      const { data, error } = await client.from('announcements').select(COLUMNS).order('posted_at', { ascending: false }).limit(200).retry(false);
      if (error) {
        return { notices: [], problem: isMissingTable(error) ? `Notices cannot be posted yet: apply ${MIGRATION} (see supabase/README.md).` : `The notices could not be read: ${error.message}` };
      }
      return { notices: parseNotices(data), problem: null };
    },
    async save({ id, part, language, texts }) {
      const now = new Date().toISOString();
      const { error } = id
        ? await client.from('announcements').update({ part, language, texts, edited_at: now }).eq('id', id)
        : await client.from('announcements').insert({ part, language, texts, posted_at: now });
      if (error) throw new Error(`The notice was not saved: ${error.message}`);
    },
    async withdraw(id) {
      const { error } = await client.from('announcements').update({ withdrawn_at: new Date().toISOString() }).eq('id', id).is('withdrawn_at', null);
      if (error) throw new Error(`The notice was not withdrawn: ${error.message}`);
    },
  };
}

export function folderNotices(contentDir: string): NoticeShelf {
  const file = path.join(/*turbopackIgnore: true*/ contentDir, NOTICES_FILE);
  const all = async (): Promise<Notice[]> => {
    try {
      return parseNotices(JSON.parse(await readFile(/*turbopackIgnore: true*/ file, 'utf8')));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new Error(`${NOTICES_FILE} cannot be read (${e instanceof Error ? e.message : String(e)}): fix or move it, then post again.`);
    }
  };
  return {
    async read() {
      try {
        return { notices: newestFirst(await all()), problem: null };
      } catch (e) {
        return { notices: [], problem: e instanceof Error ? e.message : String(e) };
      }
    },
    async save({ id, part, language, texts }) {
      const notices = await all();
      const now = new Date().toISOString();
      const kept = id ? notices.find((n) => n.id === id) : undefined;
      if (id && !kept) throw new Error('This notice is no longer there: nothing was saved.');
      const next: Notice = kept
        ? { ...kept, part, language, texts, edited_at: now }
        : { id: randomUUID(), part, language, texts, posted_at: now, edited_at: null, withdrawn_at: null };
      await replaceFile(file, newestFirst([next, ...notices.filter((n) => n.id !== next.id)]));
    },
    async withdraw(id) {
      const notices = await all();
      const now = new Date().toISOString();
      await replaceFile(
        file,
        notices.map((n) => (n.id === id && n.withdrawn_at === null ? { ...n, withdrawn_at: now } : n)),
      );
    },
  };
}

export type NoticeReaders = { language: string | null; own: boolean; guests: string[] }[];

export type NoticeState = DeskState<{ part: string; texts: Record<string, string> }, NoticeReaders>;

export async function noticeReaders(store: GuestStore, part: string | null, texts: Record<string, string>, weddingTag: string | null): Promise<NoticeReaders | null> {
  const guests = (await store.list()).filter((g) => !part || !g.invited_to?.length || g.invited_to.includes(part));
  const groups = new Map<string, NoticeReaders[number]>();
  let fallsBack = false;
  for (const { guest, reads } of noticeReadings(texts, weddingTag, guests)) {
    const own = reads !== null && ownLanguageIn(guest.language ?? weddingTag, [reads]) !== null;
    fallsBack ||= !own;
    const key = `${reads}|${own}`;
    const group = groups.get(key) ?? { language: reads, own, guests: [] };
    group.guests.push(guest.name);
    groups.set(key, group);
  }
  return fallsBack ? [...groups.values()].sort((a, b) => Number(a.own) - Number(b.own) || String(a.language).localeCompare(String(b.language))) : null;
}
