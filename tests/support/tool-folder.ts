import { readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPortoWedding } from './porto-wedding';
import { DEMO_DIR, writeEnglishDemoGuests } from './stand-in';
import { tinyPhoto } from './tiny-photo';

export const DEMO_MEDIA = readdirSync(path.join(DEMO_DIR, 'media'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(path.join(DEMO_DIR, 'media'), path.join(e.parentPath, e.name)).split(path.sep).join('/'));

/** Lines a command printed, and the io that collects them. */
export function collectedLines() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

export interface ToolFolderOptions {
  prefix: string;
  wedding?: 'demo' | 'porto';
  into?: string;
  englishGuests?: boolean;
  photos?: readonly string[];
}

/** A fresh working folder per test for the couple's tools, with a wedding copied `into` it (content()) and their lines collected. */
export function toolFolder({ prefix, wedding, into = 'content', englishGuests = false, photos = [] }: ToolFolderOptions) {
  const { out, err, io } = collectedLines();
  let folder = '';
  const dir = () => folder;
  const content = () => path.join(folder, into);
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
    out.length = 0;
    err.length = 0;
    if (wedding === 'porto') await copyPortoWedding(content());
    if (wedding === 'demo') await cp(DEMO_DIR, content(), { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
    if (englishGuests) await writeEnglishDemoGuests(content());
    for (const p of photos) {
      await mkdir(path.dirname(path.join(content(), 'media', p)), { recursive: true });
      await writeFile(path.join(content(), 'media', p), await tinyPhoto(p));
    }
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));
  const csv = async (name: string, text: string) => {
    await writeFile(path.join(folder, name), text, 'utf8');
    return name;
  };
  const guests = async () =>
    JSON.parse(await readFile(path.join(content(), 'guests.json'), 'utf8')) as { id: string; name: string; personal_message: string | null; photo_dir: string | null }[];
  return { dir, content, out, err, io, csv, guests };
}
