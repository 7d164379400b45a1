import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bucketMedia, localMedia, type MediaListing } from '../content-check/media-listing';
import type { OpensByGuest } from '../guests/links';
import { readOpens } from '../guests/opens';
import { guestsPlace, replaceFile, storeAt, type GuestStore } from '../guests/stores';
import type { Env } from '../project';
import { siteAt } from '../site-refresh';
import { upsertRows } from '../seed/seed-write';
import { rowAsJson } from '../seed/seed-rows';
import { weddingInfoRow } from '../seed/seed-rows';

export interface DeskProject {
  readonly store: GuestStore;
  readonly client?: SupabaseClient;
  readonly contentDir?: string;
  readonly env: Env;
  readonly cwd: string;
  readonly home: string;
  readonly site: URL | null;
  readonly refreshToken: string | null;
  /** A throw-away copy of the demo wedding, opened because nothing of the couple's is set up. */
  readonly trial?: boolean;
  opens(): Promise<OpensByGuest>;
  readWedding(): Promise<Record<string, unknown> | null>;
  writeWedding(json: Record<string, unknown>): Promise<void>;
}

/** Where the project's photos are: its bucket, or the content folder's media/. */
export const projectMedia = (p: DeskProject): MediaListing | null => (p.client ? bucketMedia(p.client) : p.contentDir ? localMedia(p.contentDir) : null);

export function openDeskProject(env: Env, cwd = process.cwd(), home = cwd): DeskProject {
  const common = { env, cwd, home, ...siteAt(env) };
  const place = guestsPlace(env, { local: false }, cwd);
  const store = storeAt(place, cwd);
  if (place.client) {
    const { client } = place;
    return {
      ...common,
      store,
      client,
      opens: () => readOpens(client),
      async readWedding() {
        const { raw } = await store.weddingInfo();
        return raw && typeof raw === 'object' ? rowAsJson(raw as Record<string, unknown>) : null;
      },
      async writeWedding(json) {
        await upsertRows(client, 'wedding_info', [weddingInfoRow(json)], 'id');
      },
    };
  }
  const { contentDir } = place;
  const file = path.join(/*turbopackIgnore: true*/ contentDir, 'wedding.json');
  return {
    ...common,
    store,
    contentDir,
    opens: async () => new Map(),
    async readWedding() {
      try {
        return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    writeWedding: (json) => replaceFile(file, json),
  };
}
