import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { DEMO_DIR } from '@/tests/support/stand-in';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import { DEMO_GUESTS } from '../demo-guests';
import { formatFindings, runDoctor } from './doctor-run';

/** The doctor says what is wrong and nothing that contradicts it: a refused secret key, a URL with a path, the network, the demo's guests. */

const standIn = standInPerTest({ rls: true, files: demoBucket() });
let snapshot = '';
beforeEach(async () => {
  snapshot = await snapshotOf(standIn());
});
const env = (extra: Record<string, string> = {}) => ({
  SUPABASE_URL: standIn().url,
  SUPABASE_ANON_KEY: standIn().anonKey,
  SITE_URL: 'https://our-wedding.example',
  CONTENT_SNAPSHOT: snapshot,
  ...extra,
});
const printed = (findings: Awaited<ReturnType<typeof runDoctor>>) => formatFindings(findings).join('\n');

it('fails once on a secret key the project refuses, and does not then ask for one or claim no guest has photos', async () => {
  const findings = await runDoctor(env(), 'sb_secret_not-the-right-one');

  const fails = findings.filter((f) => f.level === 'fail');
  expect(fails.map((f) => f.title)).toEqual([
    'The backend refused the secret key (--service-key or SUPABASE_SERVICE_ROLE_KEY)',
    `The demo's guests are still in the project: ${DEMO_GUESTS.map((g) => g.name).join(', ')}`,
  ]);
  expect(fails[0]?.fix).toMatch(/Project Settings → API Keys/);
  const text = printed(findings);
  expect(text).not.toMatch(/Give --service-key/);
  expect(text).not.toMatch(/No guest has a photo folder yet/);
});

it('fails a URL ending in /rest/v1/ without also calling it fine', async () => {
  const findings = await runDoctor(env({ SUPABASE_URL: `${standIn().url}/rest/v1/` }), standIn().serviceKey);

  expect(findings.filter((f) => f.level === 'fail').map((f) => f.title)).toEqual(['SUPABASE_URL has a path (/rest/v1/)']);
  expect(findings.find((f) => f.level === 'fail')?.fix).toBe(`Use the project URL alone, without /rest/v1 or anything after it: ${standIn().url}`);
  expect(findings.map((f) => f.title)).not.toContain('SUPABASE_URL and SUPABASE_ANON_KEY are set');
});

it('says in plain words that the address cannot be reached, never "fetch failed"', async () => {
  const url = standIn().url;
  await standIn().close();
  const findings = await runDoctor(env({ SUPABASE_URL: url }), undefined);

  expect(findings.at(-1)).toMatchObject({
    level: 'fail',
    title: `The backend at ${url} does not answer: it may be paused`,
    detail: 'Nothing answered there: the address cannot be reached: check the URL (SUPABASE_URL) and the network. Guests see "try again" until it does.',
  });
  expect(printed(findings)).not.toMatch(/fetch failed|TypeError/);
});

it("fails while any demo guest is in the project, naming them, even without the secret key", async () => {
  await standIn().setTable('guests', (await standIn().table('guests')).filter((g) => g.id === DEMO_GUESTS[1].id));
  const findings = await runDoctor(env(), undefined);

  const demo = findings.find((f) => f.title.startsWith("The demo's guests"));
  expect(demo).toMatchObject({ level: 'fail', title: "The demo's guests are still in the project: Tom Nguyen", fix: expect.stringContaining('--remove-demo-guests') });

  await standIn().setTable('guests', [{ id: 'b2f1c0de-0001-4a00-8000-000000000001', name: 'Ana', personal_message: null, photo_dir: null }]);
  const after = await runDoctor(env(), undefined);
  expect(after.find((f) => f.title === 'No demo guest is left in the project')?.level).toBe('ok');
});

it("fails local content whose guests.json still holds the demo's guests", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'doctor-local-'));
  try {
    await cp(DEMO_DIR, dir, { recursive: true });
    const withDemo = await runDoctor({ CONTENT_DIR: dir }, undefined, dir);
    expect(withDemo.filter((f) => f.level === 'fail').map((f) => f.title)).toEqual([
      `The demo's guests are still in ${dir}/guests.json: ${DEMO_GUESTS.map((g) => g.name).join(', ')}`,
    ]);

    await writeFile(path.join(dir, 'guests.json'), '[]');
    const emptied = await runDoctor({ CONTENT_DIR: dir }, undefined, dir);
    expect(emptied.filter((f) => f.level === 'fail')).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
