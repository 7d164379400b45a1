import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { guestCommands } from '@/tests/support/guest-commands';
import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';

/** `guests -- links` on a temporary copy of the demo content: the printed links, and the QR codes and CSV read back. */

// Reading QR codes back (jsQR) is pure JavaScript: slow on a busy machine.
jest.setTimeout(60_000);

const { dir, content: contentDir, out, io, csv } = toolFolder({ prefix: 'guest-tool-', wedding: 'demo', englishGuests: true });
const env = () => ({ CONTENT_DIR: contentDir() });
const tool = guestCommands(env, dir, io);

describe('links', () => {
  const decode = async (image: Buffer | string) => {
    const { data, info } = await sharp(image, { density: 300 }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  };

  it("prints every guest's personal link", async () => {
    await expect(tool.links({ baseUrl: 'https://our-wedding.example/', out: 'links' })).resolves.toBe(0);

    expect(out).toContain(`Margaret Ellis  https://our-wedding.example/invite/${MAGGIE}`);
    expect(out).toContain(`Tom Nguyen      https://our-wedding.example/invite/${TOM}`);
    expect(out.filter((l) => l.includes('/invite/'))).toHaveLength(3);
  });

  it('writes a QR code per guest, as PNG and SVG, that reads back as the link', async () => {
    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });
    const folder = path.join(dir(), 'links');

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
    await tool.import(await csv('guests.csv', 'name\n"Zoë Ångström, Jr."\n'));
    await tool.links({ baseUrl: 'https://our-wedding.example/wedding', out: 'links' });

    const text = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
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
    await tool.import(await csv('guests.csv', 'name,language\nZofia Wiśniewska,pl\nMaria Souza,pt-BR\n'));
    out.length = 0;
    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });

    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Zofia Wiśniewska +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}  pl$/),
        expect.stringMatching(/^Maria Souza +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}  pt-BR$/),
        expect.stringMatching(/^Tom Nguyen +https:\/\/our-wedding\.example\/invite\/[0-9a-f-]{36}$/),
      ]),
    );
    const csvText = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
    expect(csvText).toMatch(/\r\nMaria Souza,,pt-BR,,https:/);
  });

  it('lines the links up under names in Japanese, Chinese and Greek by the columns a terminal gives them', async () => {
    await tool.import(await csv('guests.csv', 'name\n渡辺 花子\n陳 美玲\nΕλένη Παππά\n'));
    out.length = 0;
    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });

    const columnOfLink = (name: string) => {
      const line = out.find((l) => l.startsWith(name))!;
      const before = line.slice(0, line.indexOf('https://'));
      // Two columns for each wide character (CJK), one for any other.
      return [...before].reduce((sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
    };
    expect(new Set(['渡辺 花子', '陳 美玲', 'Ελένη Παππά', 'Margaret Ellis', 'Tom Nguyen'].map(columnOfLink))).toEqual(new Set([16]));
  });

  it('tells two guests of the same name apart, by photo folder or message, in the printout and the CSV', async () => {
    await tool.import(await csv('guests.csv', 'id,name,personal_message,photo_dir\n,Anna Kowalska,"Ciociu, czekamy na Ciebie w Krakowie!",\n,Anna Kowalska,,ania-z-pracy\n'));
    out.length = 0;
    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });

    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Anna Kowalska \(“Ciociu, czekamy na Ciebie…”\) +https:\/\/our-wedding\.example\/invite\//),
        expect.stringMatching(/^Anna Kowalska \(photos: ania-z-pracy\) +https:\/\/our-wedding\.example\/invite\//),
        expect.stringMatching(/^Tom Nguyen +https:/),
      ]),
    );
    const csvText = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
    expect(csvText).toContain('Anna Kowalska,"“Ciociu, czekamy na Ciebie…”",,,https://');
    expect(csvText).toContain('Anna Kowalska,photos: ania-z-pracy,,,https://');
  });

  it('writes the links’ CSV with the separator of the imported file, or the one asked for', async () => {
    await tool.import(await csv('excel.csv', 'name;personal_message\nŁukasz Żółć;Do zobaczenia, Łukasz!\n'));
    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });
    const semicolons = (await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(semicolons[0]).toBe('name;hint;language;invited_to;link;preview_link;qr_svg;qr_png;id;log_tag;first_opened_at;last_opened_at');
    expect(semicolons.find((l) => l.startsWith('Łukasz'))).toMatch(/^Łukasz Żółć;;;;https:/);
    expect(out.join('\n')).toContain('(semicolon-separated)');

    await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links', separator: ',' });
    expect((await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^name,hint,language,invited_to,link,/);
  });

  it('uses SITE_URL when no --base-url is given, and the guest-links folder by default', async () => {
    const code = await guestCommands(() => ({ ...env(), SITE_URL: 'https://site.example' }), dir, io).links();
    expect(code).toBe(0);
    expect(await readdir(path.join(dir(), 'guest-links'))).toContain('guest-links.csv');
    expect(out).toContain(`Rosa Alvarez    https://site.example/invite/5acd1f64-15f2-4583-aeaa-3a4041cf10d2`);
  });

  it('asks for the address when there is none, and refuses one that is not a web address', async () => {
    await expect(tool.links()).rejects.toThrow(/--base-url/);
    await expect(tool.links({ baseUrl: 'our-wedding.example' })).rejects.toThrow(/not a web address/);
  });
});
