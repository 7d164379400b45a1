import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import { formatFindings, runDoctor } from './doctor-run';
import { openEndFindings, partFindings } from './doctor-parts';

/**
 * What the doctor says about the parts of the day the guests are invited to: the Lisbon couple's
 * day (tests/fixtures/day-in-parts: ceremony, lunch, evening), before and after a part is renamed.
 */

const DAY_IN_PARTS = path.resolve(__dirname, '../../../tests/fixtures/day-in-parts');
const readFixture = async <T>(name: string) => JSON.parse(await readFile(path.join(DAY_IN_PARTS, name), 'utf8')) as T;
const titles = (findings: ReturnType<typeof partFindings>) => findings.map((f) => `${f.level}: ${f.title}`);

type Wedding = { wedding: { parts: { id: string }[] } };
type GuestRow = { id: string; name: string; invited_to?: string[] };
/** The evening renamed "fado" after the import: Miguel was invited to it alone, Helena to it and the ceremony. */
const renamedEvening = (w: Wedding): Wedding => ({ ...w, wedding: { ...w.wedding, parts: w.wedding.parts.map((p) => (p.id === 'evening' ? { ...p, id: 'fado' } : p)) } });

describe('the findings', () => {
  const guests = [
    { name: 'Inês Carvalho', invited_to: [] },
    { name: 'Rui Almeida', invited_to: ['ceremony'] },
    { name: 'Helena Duarte', invited_to: ['ceremony', 'evening'] },
  ];

  it('passes when every part a guest names is one the wedding lists', () => {
    const findings = partFindings({ guests, partIds: ['ceremony', 'lunch', 'evening'], weddingWhere: 'wedding.json' }, 'guests.json');
    expect(titles(findings)).toEqual(['ok: 2 guests are invited to part of the day, each to parts wedding.json lists; 1 guest to the whole day']);
    expect(titles(partFindings({ guests: [{ name: 'Tom' }], partIds: ['ceremony'], weddingWhere: 'wedding.json' }, 'guests.json'))).toEqual([
      'ok: Every guest is invited to the whole day',
    ]);
  });

  it('names, by name, the guests invited to a part that is gone, and the parts', () => {
    const findings = partFindings({ guests, partIds: ['ceremony', 'lunch'], weddingWhere: 'wedding.json' }, 'guests.json');
    expect(titles(findings)).toEqual(['warn: 1 guest in guests.json is invited to parts of the day wedding.json no longer lists: Helena Duarte (evening)']);
    expect(findings[0]?.fix).toMatch(/^Add the parts back to wedding\.json, or import those guests again with an invited_to column naming parts it lists: ceremony, lunch/);
  });

  it('fails a guest none of whose parts remain: their invitation shows no time or venue', () => {
    const findings = partFindings({ guests, partIds: ['lunch'], weddingWhere: 'wedding_info' }, 'the project');
    expect(titles(findings)).toEqual([
      'fail: 2 guests in the project are invited only to parts of the day wedding_info no longer lists: Rui Almeida (ceremony); Helena Duarte (ceremony, evening)',
    ]);
    expect(findings[0]?.detail).toBe('With none of their parts left, their invitation shows the date only: no time, no venue, and a calendar entry for the whole date.');
  });

  it('says nothing when the wedding info is refused (the doctor reports that on its own)', () => {
    expect(partFindings({ guests, partIds: undefined, weddingWhere: 'wedding.json' }, 'guests.json')).toEqual([]);
  });
});

describe('a part without an end', () => {
  it('fails when a guest invited to it is not invited to the next part, naming the part and the guest', async () => {
    const wedding = await readFixture<Wedding>('wedding.json');
    const findings = openEndFindings([{ name: 'Beatriz Costa', invited_to: ['lunch'] }, { name: 'Inês Carvalho', invited_to: [] }], wedding, 'wedding.json');
    expect(titles(findings)).toEqual(['fail: In wedding.json the part "Garden lunch" has no end, and 1 guest invited to it but not to "Fado night": Beatriz Costa']);
    expect(findings[0]!.fix).toContain('Give "lunch" its "end"');
  });

  it('says nothing when everyone at it is at the next part too', async () => {
    const wedding = await readFixture<Wedding>('wedding.json');
    expect(openEndFindings([{ name: 'Helena Duarte', invited_to: ['lunch', 'evening'] }], wedding, 'wedding.json')).toEqual([]);
  });
});

describe('in local content', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'doctor-parts-'));
    await cp(DAY_IN_PARTS, path.join(dir, 'content'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const doctor = () => runDoctor({ CONTENT_DIR: 'content' }, undefined, dir);

  it('passes when all the parts exist, and fails the lunch the couple gave no end (its one guest is not at the evening)', async () => {
    const findings = await doctor();
    expect(findings.filter((f) => /part/.test(f.title)).map((f) => `${f.level}: ${f.title}`)).toEqual([
      'ok: 4 guests are invited to part of the day, each to parts content/wedding.json lists; 1 guest to the whole day',
      'fail: In content/wedding.json the part "Garden lunch" has no end, and 1 guest invited to it but not to "Fado night": Beatriz Costa',
    ]);
  });

  it('reports a renamed part by guest name, never by id', async () => {
    const file = path.join(dir, 'content', 'wedding.json');
    await writeFile(file, JSON.stringify(renamedEvening(await readFixture<Wedding>('wedding.json'))));

    const findings = await doctor();
    const about = findings.filter((f) => /parts of the day/.test(f.title));
    expect(about.map((f) => `${f.level}: ${f.title}`)).toEqual([
      'fail: 1 guest in content/guests.json is invited only to parts of the day content/wedding.json no longer lists: Miguel Santos (evening)',
      'warn: 1 guest in content/guests.json is invited to parts of the day content/wedding.json no longer lists: Helena Duarte (evening)',
    ]);
    const printed = formatFindings(findings).join('\n');
    for (const guest of await readFixture<GuestRow[]>('guests.json')) expect(printed).not.toContain(guest.id);
  });
});

describe('in a Supabase project', () => {
  let standIn: StandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  const doctorOn = async (wedding: Wedding, serviceKey: boolean) => {
    const guests = await readFixture<GuestRow[]>('guests.json');
    standIn = await startStandIn({ rls: true, files: demoBucket(), tables: { wedding_info: [wedding], guests } });
    const env = {
      SUPABASE_URL: standIn.url,
      SUPABASE_ANON_KEY: standIn.anonKey,
      SITE_URL: 'https://our-wedding.example',
      SITE_SECRET: 'a-site-secret-for-the-doctor-tests-0123',
      CONTENT_SNAPSHOT: await snapshotOf(standIn),
    };
    return runDoctor(env, serviceKey ? standIn.serviceKey : undefined);
  };

  it('reads the guests with the secret key and reports a part wedding_info no longer lists', async () => {
    const findings = await doctorOn(renamedEvening(await readFixture<Wedding>('wedding.json')), true);
    expect(findings.filter((f) => /parts of the day/.test(f.title)).map((f) => `${f.level}: ${f.title}`)).toEqual([
      'fail: 1 guest in the project is invited only to parts of the day wedding_info no longer lists: Miguel Santos (evening)',
      'warn: 1 guest in the project is invited to parts of the day wedding_info no longer lists: Helena Duarte (evening)',
    ]);
  });

  it('passes when all the parts exist, and without the secret key does not look', async () => {
    const wedding = await readFixture<Wedding>('wedding.json');
    const findings = await doctorOn(wedding, true);
    expect(findings.filter((f) => /part of the day/.test(f.title)).map((f) => `${f.level}: ${f.title}`)).toEqual([
      'ok: 4 guests are invited to part of the day, each to parts wedding_info lists; 1 guest to the whole day',
    ]);
    await standIn?.close();
    expect((await doctorOn(renamedEvening(wedding), false)).filter((f) => /part/.test(f.title))).toEqual([]);
  });
});
