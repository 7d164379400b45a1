import { lstat, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { writeAtomically } from '@/lib/server/write-atomically';
import { describeError } from '@/lib/couple/project';

export interface PhotoShelf {
  readonly where: string;
  names(): Promise<string[]>;
  blocked(name: string): Promise<string | null>;
  read(name: string): Promise<Buffer | null>;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(name: string): Promise<void>;
}

export function bucketShelf(client: SupabaseClient, folder: string): PhotoShelf {
  const bucket = () => client.storage.from(STORAGE.bucket);
  return {
    where: `${folder}/ in the bucket ${STORAGE.bucket}`,
    async names() {
      const { data, error } = await bucket().list(folder, { limit: 1000 });
      if (error) throw new Error(`Could not list ${folder}/ in the bucket: ${describeError(error)}`);
      return (data ?? []).filter((e) => e.id !== null).map((e) => e.name);
    },
    blocked: async () => null,
    async read(name) {
      const { data } = await bucket().download(`${folder}/${name}`);
      return data ? Buffer.from(await data.arrayBuffer()) : null;
    },
    async put(name, bytes, contentType) {
      const { error } = await bucket().upload(`${folder}/${name}`, bytes, { upsert: true, contentType, cacheControl: '3600' });
      if (error) throw new Error(`Could not upload ${folder}/${name}: ${describeError(error)}`);
    },
    async remove(name) {
      const { error } = await bucket().remove([`${folder}/${name}`]);
      if (error) throw new Error(`Could not remove ${folder}/${name}: ${describeError(error)}`);
    },
  };
}

const lstatOrNull = (p: string) => lstat(p).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : Promise.reject(e)));

export async function localShelf(contentDir: string, folder: string, shown: string): Promise<PhotoShelf> {
  const parts = ['media', ...folder.split('/')];
  const dir = path.join(/*turbopackIgnore: true*/ contentDir, ...parts);
  // Each step checked (and made, when writing) in turn, so no link is followed between the check and the write.
  const walk = async (make: boolean) => {
    let at = contentDir;
    for (const part of parts) {
      at = path.join(/*turbopackIgnore: true*/ at, part);
      if (make) await mkdir(at).catch((e: NodeJS.ErrnoException) => (e.code === 'EEXIST' ? undefined : Promise.reject(e)));
      const stat = await lstatOrNull(at);
      const named = path.join(/*turbopackIgnore: true*/ shown, path.relative(contentDir, at));
      if (stat?.isSymbolicLink()) throw new Error(`${named} is a link to elsewhere: photos are written only into real folders inside ${shown}/media/.`);
      if (stat && !stat.isDirectory()) throw new Error(`${named} is a file, not a folder.`);
    }
  };
  await walk(false);
  const file = async (name: string) => {
    const target = path.join(/*turbopackIgnore: true*/ dir, name);
    if (path.dirname(target) !== dir) throw new Error(`${name} is not a plain file name`);
    if ((await lstatOrNull(target))?.isSymbolicLink()) throw new Error(`${path.join(/*turbopackIgnore: true*/ shown, 'media', folder, name)} is a link to elsewhere: remove it first.`);
    return target;
  };
  return {
    where: `${path.join(/*turbopackIgnore: true*/ shown, 'media', folder)}/`,
    async names() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? [] : Promise.reject(e)));
      return entries.filter((e) => e.isFile()).map((e) => e.name);
    },
    async blocked(name) {
      return file(name).then(
        () => null,
        (e: Error) => e.message,
      );
    },
    async read(name) {
      return readFile(await file(name)).catch(() => null);
    },
    async put(name, bytes) {
      await walk(true);
      const target = await file(name);
      await writeAtomically(target, bytes);
    },
    async remove(name) {
      await rm(await file(name), { force: true });
    },
  };
}
