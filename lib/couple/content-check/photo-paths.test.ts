import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import type { Finding } from '../doctor/doctor-types';
import { contentFolderFindings } from './content-folder';

/** Photo paths the site refuses to show (another site, a guest's folder in any spelling), refused first by the couple's tools. */

jest.setTimeout(120_000);
let dir = '';
beforeEach(async () => {
  dir = await copyPortoWedding(path.join(await mkdtemp(path.join(tmpdir(), 'photo-paths-')), 'porto'));
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

type Json = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const edit = async (file: string, change: (json: Json) => void) => {
  const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Json;
  change(json);
  await writeFile(path.join(dir, file), JSON.stringify(json));
};
const failures = async () => (await contentFolderFindings(dir, 'porto')).filter((f: Finding) => f.level === 'fail').map((f) => `${f.title}. ${f.fix}`);

it("fails another site's address in the story, the gallery and the hero, naming the field and where the photo belongs", async () => {
  await edit('love-story.json', (s) => (s[0].photo_path = 'https://evil.example/t.gif'));
  await edit('gallery.json', (g) => (g[1].storage_path = '//evil.example/track.gif'));
  await edit('wedding.json', (w) => (w.photos.hero = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='));

  expect(await failures()).toEqual(
    expect.arrayContaining([
      'porto/love-story.json entry 1 (2019, "A tram in the rain") photo_path: https://evil.example/t.gif is another site\'s address: guests\' pages never load photos from other sites. Put the photo in story/ and write its path.',
      "porto/gallery.json entry 2 storage_path: //evil.example/track.gif is another site's address: guests' pages never load photos from other sites. Put the photo in gallery/ and write its path.",
      "porto/wedding.json photos.hero: data:image/gif;base64,R0lGODlhAQABAAAAACw= is another site's address: guests' pages never load photos from other sites. Put the photo in gallery/ and write its path.",
    ]),
  );
});

it.each(['guest-photos/tia-rosa/porto-1.jpg', 'Guest-Photos/tia-rosa/porto-1.jpg', './guest-photos/tia-rosa/porto-1.jpg', 'gallery/../guest-photos/tia-rosa/porto-1.jpg', 'gallery//ribeira.jpg', 'gallery/%2e%2e/guest-photos/tia-rosa/porto-1.jpg'])(
  "fails a gallery path %p that names a guest's photo, or is spelled more than one way",
  async (storagePath) => {
    await edit('gallery.json', (g) => (g[2].storage_path = storagePath));
    expect(await failures()).toEqual([expect.stringMatching(new RegExp(`^porto/gallery\\.json entry 3 storage_path: ${storagePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is (outside gallery/ and story/|not a plain path)`))]);
  },
);

it("keeps a path of the site's own (/images/…) as the samples use", async () => {
  await edit('love-story.json', (s) => (s[2].photo_path = '/images/sample/story-1.jpg'));
  expect(await failures()).toEqual([]);
});

describe('npm run db:seed -- --dry-run', () => {
  const standIn = standInPerTest({ demo: false, bucketExists: false });
  const run = promisify(execFile);

  it("names the gallery row with another site's address and refuses", async () => {
    await edit('gallery.json', (g) => (g[1].storage_path = 'https://evil.example/track.gif'));
    const env = { ...process.env, SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey, CONTENT_SNAPSHOT: path.join(path.dirname(dir), 'snapshot.json') };
    const seeded = await run('npm', ['run', '--silent', 'db:seed', '--', '--dry-run', '--content', dir], { env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

    expect(seeded.code).toBe(1);
    expect(seeded.stderr).toContain("gallery.json entry 2 storage_path: https://evil.example/track.gif is another site's address: guests' pages never load photos from other sites");
    expect(seeded.stderr).toContain('→ Put the photo in gallery/ and write its path.');
    expect(standIn().requests.filter((r) => r.method !== 'GET' && !/\/object\/list\//.test(r.path))).toEqual([]);
  });
});
