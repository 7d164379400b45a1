import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { snapshotOf } from '@/tests/support/stand-in';
import type { Finding } from './doctor-types';
import { formatFindings, runDoctor } from './doctor-run';

/**
 * The doctor names what would make a guest see something else, on Inês & Kenji's wedding
 * (tests/fixtures/porto-wedding): as a content folder and as a Supabase project (the stand-in, its policies on).
 */
jest.setTimeout(120_000);

const PORTO = path.resolve(__dirname, '../../../tests/fixtures/porto-wedding');
let dir = '';
let standIn: StandIn | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doctor-content-'));
  await cp(PORTO, path.join(dir, 'porto'), { recursive: true });
});
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  await rm(dir, { recursive: true, force: true });
});

const edit = async (file: string, change: (json: any) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
  const at = path.join(dir, 'porto', file);
  const json: unknown = JSON.parse(await readFile(at, 'utf8'));
  change(json);
  await writeFile(at, JSON.stringify(json));
};
/** The four mistakes of the issue: the demo's hero path, .jpg for .JPG, a folder that is not there, and jp. */
const makeMistakes = async () => {
  await edit('wedding.json', (w) => (w.photos.hero = 'gallery/hero-couple.jpg'));
  await edit('love-story.json', (s) => (s[1].photo_path = 'story/2022-kyoto.jpg'));
  await edit('guests.json', (g) => {
    g[0].photo_dir = 'rosa';
    g[1].language = 'jp';
  });
};
const failures = (findings: Finding[]) => findings.filter((f) => f.level === 'fail').map((f) => f.title);

const MISTAKES = (where: { wedding: string; story: string; guests: string; media: string }) => [
  `${where.wedding} photos.hero: gallery/hero-couple.jpg names no file in ${where.media} (did you mean gallery/hero-couple-ines-kenji.jpg?)`,
  `${where.story} entry 2 (2022, "Kyoto in autumn") photo_path: story/2022-kyoto.jpg names no file in ${where.media} (did you mean story/2022-kyoto.JPG? The case differs.)`,
  `${where.guests}: Rosa Martins's photo_dir guest-photos/rosa names no folder in ${where.media} (did you mean guest-photos/tia-rosa?)`,
  `${where.guests}: 渡辺 花子: language "jp": did you mean ja? (the site speaks ja; until then the guest reads pt)`,
];
const LOCAL = MISTAKES({ wedding: 'porto/wedding.json', story: 'porto/love-story.json', guests: 'porto/guests.json', media: 'porto/media/' });

describe('a content folder', () => {
  const local = () => runDoctor({ CONTENT_DIR: 'porto', SITE_SECRET: 'a-site-secret-for-the-doctor-tests-0123' }, undefined, dir);

  it("finds nothing failing in the Porto couple's folder as it is", async () => {
    expect(failures(await local())).toEqual([]);
  });

  it('fails each mistake, named by its file and field, with the one meant', async () => {
    await makeMistakes();
    const findings = await local();
    expect(failures(findings)).toEqual(LOCAL);
    expect(formatFindings(findings).join('\n')).toMatch(/Guests see the stock photo in the greeting instead of yours\.\n/);
  });
});

describe('a Supabase project', () => {
  // The snapshot of a project with a missing hero logs that it could not sign it: expected here.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const project = async (serviceKey?: string) => {
    standIn = await startStandIn({ rls: true, contentDir: path.join(dir, 'porto') });
    const env = {
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      SITE_URL: 'https://ines-kenji.example',
      SITE_SECRET: 'a-site-secret-for-the-doctor-tests-0123',
      CONTENT_SNAPSHOT: await snapshotOf(standIn),
    };
    return runDoctor(env, serviceKey === 'secret' ? standIn.serviceKey : undefined, dir);
  };
  const PROJECT = MISTAKES({ wedding: 'wedding_info', story: 'love_story', guests: 'guests', media: 'the bucket wedding-photos' });

  it("finds nothing failing in the Porto couple's project as they seeded it", async () => {
    expect(failures(await project('secret'))).toEqual([]);
  });

  it("fails each mistake against the bucket's own names, the guests' folders and languages with the secret key", async () => {
    await makeMistakes();
    const [hero, story, folder, language] = PROJECT;
    expect(failures(await project('secret'))).toEqual([language?.replace(/^guests:/, 'the project:'), hero, story, folder]);
  });

  it('names the paths with the public key alone, and tells how to check the rest', async () => {
    await makeMistakes();
    const findings = await project();
    expect(failures(findings)).toEqual(PROJECT.slice(0, 2));
    expect(findings.map((f) => f.title)).toContain('Give --service-key to also check that the bucket is private and that guests see their own photos');
  });
});
