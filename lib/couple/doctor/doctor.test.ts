import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import type { Finding } from './doctor-checks';
import { formatFindings, runDoctor } from './doctor-run';

/** The doctor against the stand-in: a healthy project, and the findings a broken one gets. */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

let current: StandIn | undefined;
let snapshot = '';
/** Starts the stand-in a test asks for (a project with our policies applied, unless told otherwise), and the couple's snapshot of it. */
const start = async (options: StandInOptions = {}) => {
  current = await startStandIn({ rls: true, files: demoBucket(), ...options });
  snapshot = await snapshotOf(current).catch(() => '/nowhere/snapshot.json');
  current.clearRequests();
  return current;
};
const standIn = () => current as StandIn;

afterEach(async () => {
  await current?.close();
  current = undefined;
});

const env = (extra: Record<string, string> = {}) => ({
  SUPABASE_URL: standIn().url,
  SUPABASE_ANON_KEY: standIn().anonKey,
  SITE_URL: 'https://our-wedding.example',
  SITE_SECRET: 'a-site-secret-for-the-doctor-tests-0123',
  CONTENT_SNAPSHOT: snapshot,
  ...extra,
});
const titles = (findings: Finding[], level: Finding['level']) => findings.filter((f) => f.level === level).map((f) => f.title);

/** A couple's own guests (the demo's guests make the doctor fail): Tom's photo folder is theirs. */
const COUPLES_GUESTS = [
  { id: 'b2f1c0de-0001-4a00-8000-000000000001', name: 'Ana Kowalska', personal_message: null, photo_dir: 'tom-nguyen-7f3k', language: 'pl' },
  { id: 'b2f1c0de-0002-4a00-8000-000000000002', name: 'Łukasz Żółć', personal_message: 'Cześć!', photo_dir: null, language: 'pl' },
  { id: 'b2f1c0de-0003-4a00-8000-000000000003', name: 'Zoë Ångström', personal_message: null, photo_dir: null, language: null },
];

it('finds nothing wrong with a project that has the migrations applied', async () => {
  await start({ tables: { guests: COUPLES_GUESTS } });
  const findings = await runDoctor(env(), standIn().serviceKey);

  expect(titles(findings, 'fail')).toEqual([]);
  expect(titles(findings, 'warn')).toEqual([]);
  expect(titles(findings, 'ok')).toEqual(
    expect.arrayContaining([
      'An anonymous guest listing is refused',
      'The public key cannot change guests',
      "The bucket wedding-photos is there; guests' photo folders are hidden from anonymous listings",
      'Storage passes x-guest-id to the policies: a guest sees their own photo folder',
      'Image transformation works on this project (SUPABASE_IMAGE_TRANSFORMS is on)',
      // Read with the secret key: which language each guest's page speaks.
      'Your guests read their invitations 2 in pl, 1 in en',
    ]),
  );
  expect(titles(findings, 'ok')).toContainEqual(expect.stringMatching(/^The photos take \d+\.\d MB of the free plan's 1 GB$/));
  expect(findings.find((f) => f.title === 'An anonymous guest listing is refused')?.detail).toBe('The policies hid all 3 guests.');
});

it('fails a project whose guests anyone can list, and says which migration fixes it', async () => {
  await start({ rls: false });
  const findings = await runDoctor(env(), undefined);

  const leak = findings.find((f) => f.title === 'Anyone with the public key can list your guests');
  expect(leak?.level).toBe('fail');
  expect(leak?.fix).toMatch(/20251120000100_row_level_security\.sql/);
  expect(titles(findings, 'fail')).toContain("Anyone with the public key can list the guests' photo folders");
});

it('tells a project without image transformation to turn SUPABASE_IMAGE_TRANSFORMS off', async () => {
  await start({ imageTransforms: false });
  const on = await runDoctor(env(), undefined);
  const off = await runDoctor(env({ SUPABASE_IMAGE_TRANSFORMS: 'off' }), undefined);

  const finding = on.find((f) => f.title.startsWith('This project has no image transformation'));
  // Supabase answers a plain link for a transform it cannot make: the photos still load, one sign call each.
  expect(finding).toMatchObject({ level: 'warn', detail: expect.stringMatching(/^Supabase ignored the transform/), fix: expect.stringMatching(/^Set SUPABASE_IMAGE_TRANSFORMS=off/) });
  expect(titles(off, 'ok')).toContain('SUPABASE_IMAGE_TRANSFORMS is off, which suits this project (it has no image transformation)');
});

it('says what a render link that fails answered, when Storage signs one but cannot make it', async () => {
  await start();
  standIn().setFailure('file', '500');
  const findings = await runDoctor(env(), undefined);

  const finding = findings.find((f) => f.title.startsWith('This project has no image transformation'));
  expect(finding).toMatchObject({ level: 'fail', detail: expect.stringMatching(/^The transformed image answered 500: .+ Every photo on the invitation would fail to load\.$/) });
});

it('reports a missing table, a missing bucket and an empty wedding_info with what to do', async () => {
  await start({ demo: false, bucketExists: false });
  standIn().setFailure('rest', '500', { table: 'love_story' });
  const failing = await runDoctor(env(), undefined);
  expect(failing.find((f) => f.title.startsWith('Reading'))).toMatchObject({ level: 'fail', title: 'Reading love_story failed', fix: expect.stringMatching(/supabase\/migrations/) });

  standIn().clearFailures();
  const findings = await runDoctor(env(), undefined);
  const fails = findings.filter((f) => f.level === 'fail');
  // An empty project has nothing to snapshot yet: that fails too, until the wedding is in.
  expect(fails.map((f) => f.title)).toEqual([expect.stringMatching(/^No content snapshot \(.*nowhere\/snapshot\.json\)$/), 'The bucket wedding-photos is missing']);
  expect(fails[0]?.fix).toMatch(/20251120000200_photo_bucket\.sql|db:seed/);
  expect(titles(findings, 'warn')).toEqual(['wedding_info has no row']);
});

it('refuses a secret key given to the site as SUPABASE_ANON_KEY', async () => {
  await start();
  const secret = `x.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.y`;
  const findings = await runDoctor(env({ SUPABASE_ANON_KEY: secret }), undefined);
  expect(findings.find((f) => f.level === 'fail')?.title).toBe('SUPABASE_ANON_KEY holds the SECRET (service-role) key');
  expect(standIn().requests).toHaveLength(0);
});

it('says in one line that the backend does not answer, and how to resume a paused project', async () => {
  await start();
  const url = standIn().url;
  await standIn().close();
  const findings = await runDoctor({ ...env(), SUPABASE_URL: url }, undefined);
  expect(findings.at(-1)).toMatchObject({ level: 'fail', title: `The backend at ${url} does not answer: it may be paused`, fix: expect.stringContaining('Resume project') });
});

it.each([
  ['hangs', 'hang', 'does not answer: it may be paused'],
  ['answers with its gateway’s error page', 'html-502', 'does not answer: it may be paused'],
] as const)('says so in one line when the project %s', async (_, mode, words) => {
  await start();
  standIn().setFailure('rest', mode);
  const findings = await runDoctor(env(), undefined);
  const fails = findings.filter((f) => f.level === 'fail');
  expect(fails).toEqual([expect.objectContaining({ title: `The backend at ${standIn().url} ${words}`, fix: expect.stringContaining('CRON_SECRET') })]);
  expect(fails[0]?.detail).not.toMatch(/<html|<center/);
}, 20_000);

it('with no backend configured, says the site runs on local content', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'doctor-'));
  try {
    const findings = await runDoctor({ CONTENT_DIR: 'content/demo' }, undefined, path.resolve(__dirname, '../../..'));
    expect(findings.find((f) => f.level === 'info' && f.title.startsWith('Supabase is not configured'))?.title).toBe(
      'Supabase is not configured: the site runs on the local content in content/demo',
    );
    const empty = await runDoctor({ CONTENT_DIR: dir }, undefined, dir);
    expect(titles(empty, 'fail')).toEqual([`${dir}/guests.json is missing`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('prints each finding with its fix, and a summary', () => {
  expect(formatFindings([{ level: 'fail', title: 'A', detail: 'why', fix: 'do this' }, { level: 'ok', title: 'B' }])).toEqual([
    ' FAIL  A',
    '        why',
    '        → do this',
    '  ok   B',
    '',
    '1 failed, 0 warnings, 1 fine.',
  ]);
});
