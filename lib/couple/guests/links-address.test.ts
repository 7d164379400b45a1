import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands } from '@/tests/support/guest-commands';
import { MAGGIE } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';
import { fileStem } from './links';

/** `links` as a couple runs it: the address they paste, where the guests come from, and file names they can read. */

const { dir, content, out, err, io } = toolFolder({ prefix: 'guest-links-', wedding: 'demo', into: 'my-wedding', englishGuests: true });
const tool = guestCommands(() => ({ CONTENT_DIR: 'my-wedding' }), dir, io);
const run = (baseUrl: string) => tool.links({ out: 'links', baseUrl });
const linkLines = () => out.filter((l) => l.includes('://'));

it('drops a trailing /invite/ from the address instead of making /invite/invite/ links', async () => {
  await expect(run('https://our-wedding.example/invite/')).resolves.toBe(0);
  expect(linkLines()).toContain(`Margaret Ellis  https://our-wedding.example/invite/${MAGGIE}`);
  expect(out.join('\n')).not.toContain('/invite/invite/');

  out.length = 0;
  await run('https://example.org/anna-and-jan/invite');
  expect(linkLines()).toContain(`Margaret Ellis  https://example.org/anna-and-jan/invite/${MAGGIE}`);
  expect(err).toEqual([]);
});

it('warns, without failing, about a local, private or plain-http address', async () => {
  await expect(run('http://localhost:3000')).resolves.toBe(0);
  expect(err).toEqual([
    "Warning: localhost:3000 is a local or private address: guests' phones cannot open these links. Use the site's public address for links you send or print.",
    'Warning: http://localhost:3000 is plain http: use the https:// address, or browsers will warn your guests.',
  ]);
  expect(linkLines()).toHaveLength(3);

  err.length = 0;
  await expect(run('https://192.168.1.20')).resolves.toBe(0);
  expect(err).toEqual([expect.stringMatching(/^Warning: 192\.168\.1\.20 is a local or private address/)]);

  err.length = 0;
  await expect(run('http://our-wedding.example')).resolves.toBe(0);
  expect(err).toEqual(['Warning: http://our-wedding.example is plain http: use the https:// address, or browsers will warn your guests.']);
});

it('says the links come from the local content folder, naming it, when SUPABASE_URL is not set', async () => {
  await run('https://our-wedding.example');
  expect(out[0]).toBe('SUPABASE_URL is not set: these links are for the guests in the local content folder my-wedding (guests.json).');
});

it('spells Polish, Danish, German and other letters out in the QR file names', async () => {
  await writeFile(
    path.join(content(), 'guests.json'),
    JSON.stringify([{ id: 'c0ffee00-1111-4222-8333-444455556666', name: 'Łukasz Żółć', personal_message: null, photo_dir: null }]),
  );
  await run('https://our-wedding.example');

  expect((await readdir(path.join(dir(), 'links'))).sort()).toEqual(['guest-links.csv', 'lukasz-zolc-c0ffee00.png', 'lukasz-zolc-c0ffee00.svg']);
  expect(await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).toContain('Łukasz Żółć,');
  const stem = (name: string) => fileStem({ id: 'abcdef01-0000-4000-8000-000000000000', name, personal_message: null, photo_dir: null });
  expect(['Søren Ærø', 'Straße', 'Đorđe', 'Œuvre Þór', 'Zoë Ångström'].map(stem)).toEqual([
    'soren-aero-abcdef01',
    'strasse-abcdef01',
    'dorde-abcdef01',
    'oeuvre-thor-abcdef01',
    'zoe-angstrom-abcdef01',
  ]);
});
