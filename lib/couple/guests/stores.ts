import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '@/lib/server/write-atomically';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseGuest } from '@/lib/data/schemas';
import type { Guest } from '@/lib/wedding/types';
import { contentFolder, describeError, projectSettings, serviceClient, shownPath, type Env } from '../project';
import type { BackupTarget } from '../backup/backup';
import type { ImportPlan } from './plan';
import { refusedInWords } from './refused';

export interface GuestStore {
  readonly description: string;
  readonly local?: string;
  list(): Promise<Guest[]>;
  weddingInfo(): Promise<{ raw: unknown; where: string }>;
  apply(plan: ImportPlan): Promise<Guest[]>;
  remove(id: string): Promise<boolean>;
  readonly backupTarget: BackupTarget;
}

export interface GuestsAt {
  local: boolean;
  serviceKey?: string;
}

export type GuestsPlace = { client: SupabaseClient; url: string; contentDir?: undefined } | { contentDir: string; client?: undefined };

export function guestsPlace(env: Env, at: GuestsAt, cwd: string): GuestsPlace {
  if (!at.local && env.SUPABASE_URL?.trim()) {
    const settings = projectSettings(env, at.serviceKey);
    return { client: serviceClient(settings), url: settings.url };
  }
  return { contentDir: contentFolder(cwd, env) };
}

export const storeAt = (place: GuestsPlace, cwd: string): GuestStore =>
  place.client ? supabaseGuestStore(place.client, place.url) : localGuestStore(place.contentDir, cwd);

export const openGuestStore = (env: Env, at: GuestsAt, cwd: string): GuestStore => storeAt(guestsPlace(env, at, cwd), cwd);

export const GUEST_COLUMNS = 'id, name, personal_message, photo_dir, language, invited_to';

const byName = (a: Guest, b: Guest) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

// One upsert request is one transaction: all or nothing.
export function supabaseGuestStore(client: SupabaseClient, url: string): GuestStore {
  return {
    description: `the Supabase project at ${url}`,
    backupTarget: client,
    async list() {
      const { data, error } = await client.from('guests').select(GUEST_COLUMNS).order('name').retry(false);
      if (error) throw new Error(`Could not read the guests: ${describeError(error)}`);
      return (data ?? []).map(parseGuest).sort(byName);
    },
    async weddingInfo() {
      const { data, error } = await client.from('wedding_info').select('*').retry(false);
      if (error) throw new Error(`Could not read the wedding info (its parts of the day): ${describeError(error)}`);
      return { raw: data?.[0] ?? null, where: 'wedding_info' };
    },
    async apply(plan) {
      const rows = [
        ...plan.update.map(({ after }) => ({ ...after })),
        ...plan.add.map((g) => ({
          ...(g.id ? { id: g.id } : {}),
          name: g.name,
          personal_message: g.personal_message,
          photo_dir: g.photo_dir,
          language: g.language,
          invited_to: g.invited_to,
        })),
      ];
      if (rows.length === 0) return [];
      const { data, error } = await client
        .from('guests')
        .upsert(rows, { onConflict: 'id', defaultToNull: false })
        .select(GUEST_COLUMNS);
      if (error) throw new Error(refusedInWords(error, 'the guests'));
      const updated = new Set(plan.update.map((u) => u.after.id));
      return (data ?? []).map(parseGuest).filter((g) => !updated.has(g.id));
    },
    async remove(id) {
      const { data, error } = await client.from('guests').delete().eq('id', id).select('id');
      if (error) throw new Error(refusedInWords(error, 'the removal'));
      return (data ?? []).length > 0;
    },
  };
}

export async function replaceFile(file: string, json: unknown) {
  await writeAtomically(file, `${JSON.stringify(json, null, 2)}\n`);
}

export function localGuestStore(contentDir: string, cwd = process.cwd()): GuestStore {
  const file = path.join(/*turbopackIgnore: true*/ contentDir, 'guests.json');
  async function readRaw(): Promise<Record<string, unknown>[]> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const rows: unknown = JSON.parse(text);
    if (!Array.isArray(rows)) throw new Error(`${file} must hold a list of guests`);
    return rows as Record<string, unknown>[];
  }
  const shown = shownPath(cwd, contentDir);
  return {
    description: `${path.relative(process.cwd(), file) || file} (local content)`,
    local: shown,
    backupTarget: contentDir,
    async list() {
      return (await readRaw()).map(parseGuest).sort(byName);
    },
    async weddingInfo() {
      const wedding = path.join(/*turbopackIgnore: true*/ contentDir, 'wedding.json');
      const where = path.join(/*turbopackIgnore: true*/ shown, 'wedding.json');
      try {
        return { raw: JSON.parse(await readFile(wedding, 'utf8')) as unknown, where };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { raw: null, where };
        throw new Error(`Could not read ${where} (its parts of the day): ${describeError(e)}`);
      }
    },
    async apply(plan) {
      const rows = await readRaw();
      const updates = new Map(plan.update.map((u) => [u.after.id, u.after]));
      const next = rows.map((row) => {
        const after = updates.get(String(row.id));
        return after
          ? {
              ...row,
              name: after.name,
              personal_message: after.personal_message,
              photo_dir: after.photo_dir,
              language: after.language ?? null,
              invited_to: after.invited_to ?? [],
            }
          : row;
      });
      const added: Guest[] = plan.add.map((g) => ({
        id: g.id ?? randomUUID(),
        name: g.name,
        personal_message: g.personal_message,
        photo_dir: g.photo_dir,
        language: g.language,
        invited_to: g.invited_to,
      }));
      await replaceFile(file, [...next, ...added]);
      return added;
    },
    async remove(id) {
      const rows = await readRaw();
      const kept = rows.filter((row) => String(row.id).toLowerCase() !== id.toLowerCase());
      if (kept.length === rows.length) return false;
      await replaceFile(file, kept);
      return true;
    },

  };
}
