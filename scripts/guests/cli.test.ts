import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { DEMO_DIR, MAGGIE, TOM, writeEnglishDemoGuests } from '@/tests/support/stand-in';
import { runGuestTool } from './cli';

/**
 * The guest tool on a temporary copy of the demo content (never the demo folder itself):
 * importing good, bad and re-imported files, and the links with their QR codes read back.
 */

// Reading QR codes back (jsQR) is pure JavaScript: slow on a busy machine.
jest.setTimeout(60_000);

let dir: string;
let contentDir: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'guest-tool-'));
  contentDir = path.join(dir, 'content');
  await cp(DEMO_DIR, contentDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
  await writeEnglishDemoGuests(contentDir);
  out = [];
  err = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const env = () => ({ CONTENT_DIR: contentDir });
const run = (...argv: string[]) => runGuestTool(argv, env(), { out: (l) => out.push(l), err: (l) => err.push(l) }, dir);
const csv = async (name: string, text: string) => {
  await writeFile(path.join(dir, name), text, 'utf8');
  return name;
};
const guestsFile = () => path.join(contentDir, 'guests.json');
const guests = async () => JSON.parse(await readFile(guestsFile(), 'utf8')) as { id: string; name: string; personal_message: string | null; photo_dir: string | null }[];

describe('import', () => {
  it('adds new guests with fresh ids and updates existing ones matched by name', async () => {
    const file = await csv(
      'guests.csv',
      'name,personal_message,photo_dir\n"Zoë Ångström, Jr.","Dance with us, Zoë!",zoe\ntom nguyen,"Bring the rod, Tom",tom-nguyen-7f3k\n',
    );

    await expect(run('import', file)).resolves.toBe(0);

    const all = await guests();
    expect(all).toHaveLength(4);
    const zoe = all.find((g) => g.name === 'Zoë Ångström, Jr.');
    expect(zoe).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Zoë Ångström, Jr.', personal_message: 'Dance with us, Zoë!', photo_dir: 'zoe', language: null, invited_to: [] });
    expect(all.find((g) => g.id === TOM)).toEqual({ id: TOM, name: 'tom nguyen', personal_message: 'Bring the rod, Tom', photo_dir: 'tom-nguyen-7f3k', language: null, invited_to: [] });
    expect(all.find((g) => g.id === MAGGIE)?.personal_message).toMatch(/^Aunt Maggie/);
    expect(out.join('\n')).toContain('1 added, 1 updated, 0 unchanged');
  });

  it('re-importing the same file changes nothing and adds no duplicate', async () => {
    const file = await csv('guests.csv', 'name,personal_message\nNew Friend,Hello!\nRosa Alvarez,Hola Rosa\n');
    await run('import', file);
    const first = await guests();

    await expect(run('import', file)).resolves.toBe(0);

    expect(await guests()).toEqual(first);
    expect(first.filter((g) => g.name === 'New Friend')).toHaveLength(1);
    expect(out.at(-1)).toContain('0 added, 0 updated, 2 unchanged');
  });

  it('updates by id when the file has an id column, even a renamed guest', async () => {
    const file = await csv('guests.csv', `id,name\n${TOM},Thomas Nguyen\n`);

    await expect(run('import', file)).resolves.toBe(0);

    const all = await guests();
    expect(all).toHaveLength(3);
    expect(all.find((g) => g.id === TOM)).toMatchObject({ name: 'Thomas Nguyen', photo_dir: 'tom-nguyen-7f3k', personal_message: null });
  });

  it('writes nothing when any line is bad, and says which lines', async () => {
    const before = await readFile(guestsFile(), 'utf8');
    const file = await csv('guests.csv', 'name,personal_message,photo_dir\nGood Guest,hi,\n,no name,\nBad Dir,hi,a/b\n');

    await expect(run('import', file)).resolves.toBe(1);

    expect(await readFile(guestsFile(), 'utf8')).toBe(before);
    expect(err).toEqual([
      'Nothing was imported. Fix these 2 problems and run it again:',
      '  line 3: the name is empty',
      '  line 4: photo_dir "a/b" must be one plain folder name inside guest-photos/ (no / or \\)',
    ]);
  });

  it('refuses a name two stored guests share, asking for the id', async () => {
    const file = await csv('twins.csv', `id,name\n,Sam Lee\n${'11111111-1111-4111-8111-111111111111'},Sam Lee\n`);
    await run('import', file);
    err = [];

    await expect(run('import', await csv('again.csv', 'name,personal_message\nSam Lee,Hi\n'))).resolves.toBe(1);
    expect(err[1]).toMatch(/^ {2}line 2: 2 guests are already called "Sam Lee" \(.+\): put the id of the one this line is for in the id column \(guest-links\.csv lists every id\), and leave it empty only for a new guest$/);
  });

  it('leaves no temporary file behind', async () => {
    await run('import', await csv('guests.csv', 'name\nAna\n'));
    expect((await readdir(contentDir)).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('shows what it would do without writing, with --dry-run', async () => {
    const before = await readFile(guestsFile(), 'utf8');
    await expect(run('import', await csv('guests.csv', 'name\nAna\n'), '--dry-run')).resolves.toBe(0);
    expect(await readFile(guestsFile(), 'utf8')).toBe(before);
    expect(out[0]).toBe('  add     line 2: Ana');
    expect(out[1]).toMatch(/^Dry run, nothing written to .+guests\.json \(local content\): 1 to add, 0 to update, 0 unchanged\.$/);
  });

  it('says so when the file does not exist', async () => {
    await expect(run('import', 'missing.csv')).resolves.toBe(2);
    expect(err).toEqual(['Cannot read missing.csv: no such file']);
  });
});

describe('links', () => {
  const decode = async (image: Buffer | string) => {
    const { data, info } = await sharp(image, { density: 300 }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  };

  it("prints every guest's personal link", async () => {
    await expect(run('links', '--base-url', 'https://our-wedding.example/', '--out', 'links')).resolves.toBe(0);

    expect(out).toContain(`Margaret Ellis  https://our-wedding.example/invite/${MAGGIE}`);
    expect(out).toContain(`Tom Nguyen      https://our-wedding.example/invite/${TOM}`);
    expect(out.filter((l) => l.includes('/invite/'))).toHaveLength(3);
  });

  it('writes a QR code per guest, as PNG and SVG, that reads back as the link', async () => {
    await run('links', '--base-url', 'https://our-wedding.example', '--out', 'links');
    const folder = path.join(dir, 'links');

    const files = (await readdir(folder)).sort();
    expect(files).toEqual([
      'guest-links.csv',
      'margaret-ellis-aa65baed.png',
      'margaret-ellis-aa65baed.svg',
      'rosa-alvarez-5acd1f64.png',
      'rosa-alvarez-5acd1f64.svg',
      'tom-nguyen-ad99d399.png',
      'tom-nguyen-ad99d399.svg',
    ]);
    await expect(decode(await readFile(path.join(folder, 'tom-nguyen-ad99d399.png')))).resolves.toBe(`https://our-wedding.example/invite/${TOM}`);
    await expect(decode(await readFile(path.join(folder, 'margaret-ellis-aa65baed.svg')))).resolves.toBe(
      `https://our-wedding.example/invite/${MAGGIE}`,
    );
  });

  it('writes a CSV of names and links that keeps accents and commas', async () => {
    await run('import', await csv('guests.csv', 'name\n"Zoë Ångström, Jr."\n'));
    await run('links', '--base-url', 'https://our-wedding.example/wedding', '--out', 'links');

    const text = await readFile(path.join(dir, 'links', 'guest-links.csv'), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('name,hint,language,invited_to,link,preview_link,qr_svg,qr_png,id,log_tag,first_opened_at,last_opened_at');
    const zoe = lines.find((l) => l.startsWith('"Zoë'));
    const link = 'https:\\/\\/our-wedding\\.example\\/wedding\\/invite\\/([0-9a-f-]{36})';
    expect(zoe).toMatch(
      new RegExp(`^"Zoë Ångström, Jr\\.",,,,${link},${link}\\?preview,zoe-angstrom-jr-[0-9a-f]{8}\\.svg,zoe-angstrom-jr-[0-9a-f]{8}\\.png,[0-9a-f-]{36},guest-[0-9a-f]{8},,$`),
    );
    expect(lines).toHaveLength(5);
  });

  it("shows each guest's language after their link and in the CSV, when they have one", async () => {
    await run('import', await csv('guests.csv', 'name,language\nZofia Wiśniewska,pl\nMaria Souza,pt-BR\n'));
    out = [];
    await run('links', '--base-url', 'https://our-wedding.example', '--out', 'links');

    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Zofia Wiśniewska +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}  pl$/),
        expect.stringMatching(/^Maria Souza +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}  pt-BR$/),
        expect.stringMatching(/^Tom Nguyen +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}$/),
      ]),
    );
    const csvText = await readFile(path.join(dir, 'links', 'guest-links.csv'), 'utf8');
    expect(csvText).toMatch(/\r\nMaria Souza,,pt-BR,,https:/);
  });

  it('tells two guests of the same name apart, by photo folder or message, in the printout and the CSV', async () => {
    await run('import', await csv('guests.csv', 'id,name,personal_message,photo_dir\n,Anna Kowalska,"Ciociu, czekamy na Ciebie w Krakowie!",\n,Anna Kowalska,,ania-z-pracy\n'));
    out = [];
    await run('links', '--base-url', 'https://our-wedding.example', '--out', 'links');

    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Anna Kowalska \(“Ciociu, czekamy na Ciebie…”\) +https:\/\/our-wedding\.example\/invite\//),
        expect.stringMatching(/^Anna Kowalska \(photos: ania-z-pracy\) +https:\/\/our-wedding\.example\/invite\//),
        expect.stringMatching(/^Tom Nguyen +https:/),
      ]),
    );
    const csvText = await readFile(path.join(dir, 'links', 'guest-links.csv'), 'utf8');
    expect(csvText).toContain('Anna Kowalska,"“Ciociu, czekamy na Ciebie…”",,,https://');
    expect(csvText).toContain('Anna Kowalska,photos: ania-z-pracy,,,https://');
  });

  it('writes the links’ CSV with the separator of the imported file, or the one asked for', async () => {
    await run('import', await csv('excel.csv', 'name;personal_message\nŁukasz Żółć;Do zobaczenia, Łukasz!\n'));
    await run('links', '--base-url', 'https://our-wedding.example', '--out', 'links');
    const semicolons = (await readFile(path.join(dir, 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(semicolons[0]).toBe('name;hint;language;invited_to;link;preview_link;qr_svg;qr_png;id;log_tag;first_opened_at;last_opened_at');
    expect(semicolons.find((l) => l.startsWith('Łukasz'))).toMatch(/^Łukasz Żółć;;;;https:/);
    expect(out.join('\n')).toContain('(semicolon-separated)');

    await run('links', '--base-url', 'https://our-wedding.example', '--out', 'links', '--separator', ',');
    expect((await readFile(path.join(dir, 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^name,hint,language,invited_to,link,/);
    await expect(run('links', '--base-url', 'https://our-wedding.example', '--separator', '|')).resolves.toBe(2);
  });

  it('uses SITE_URL when no --base-url is given, and the guest-links folder by default', async () => {
    const code = await runGuestTool(['links'], { ...env(), SITE_URL: 'https://site.example' }, { out: (l) => out.push(l), err: (l) => err.push(l) }, dir);
    expect(code).toBe(0);
    expect(await readdir(path.join(dir, 'guest-links'))).toContain('guest-links.csv');
    expect(out).toContain(`Rosa Alvarez    https://site.example/invite/5acd1f64-15f2-4583-aeaa-3a4041cf10d2`);
  });

  it('asks for the address when there is none, and refuses one that is not a web address', async () => {
    await expect(run('links')).resolves.toBe(2);
    await expect(run('links', '--base-url', 'our-wedding.example')).resolves.toBe(2);
    expect(err[0]).toMatch(/--base-url/);
    expect(err[1]).toMatch(/not a web address/);
  });
});

describe('with Supabase configured', () => {
  it('asks for the secret key instead of touching the local files', async () => {
    const code = await runGuestTool(['links', '--base-url', 'https://x.example'], { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' }, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code).toBe(2);
    expect(err[0]).toMatch(/^The secret key is missing/);
  });
});
