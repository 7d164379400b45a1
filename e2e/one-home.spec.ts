import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startStandIn, type StandIn } from '../tests/stand-in/server';
import type { Stack } from '../tests/support/stack';
import { postRefresh } from './support/raw-request';
import { startSecondServer } from './support/second-server';

/**
 * One home, as a guest sees it: Giulia & Marco's wedding at Lake Como, seeded with the real command. The desk moves
 * the lunch to 14:00; a seed of their unchanged folder, with no yes, leaves the guest's page at 14:00. A restore
 * puts a backup back, and the site shows it at once: the restore tells it to read the wedding again.
 */

const run = promisify(execFile);
const GUEST = { id: '3b8e6f0a-2c4d-4e1f-9a7b-5d6c8e0f1a2b', name: 'Francesca Rossi' };
const TOKEN = 'one-home-refresh-token-0123456789';

let dir: string;
let standIn: StandIn;
let site: Stack;

const WEDDING = {
  couple: { name1: 'Giulia', name2: 'Marco', fullNames: 'Giulia Ferri & Marco Bassi' },
  photos: { hero: 'gallery/hero-couple-lago.jpg', gallery: [] },
  wedding: {
    date: '2027-06-12',
    timeZone: 'Europe/Rome',
    endTime: '02:00',
    place: { name: 'Como' },
    venue: { name: 'Municipio di Como', address: 'Via Vittorio Emanuele II 97, 22100 Como' },
    parts: [
      { id: 'civil', name: 'Civil ceremony', start: '11:00', end: '12:00' },
      { id: 'lunch', name: 'Lunch', start: '13:30', end: '17:00', venue: { name: 'Villa Erba', address: 'Largo Luchino Visconti 4, 22012 Cernobbio' } },
      { id: 'party', name: 'Party', start: '21:00', end: '02:00', venue: { name: 'Villa Erba', address: 'Largo Luchino Visconti 4, 22012 Cernobbio' } },
    ],
  },
  rsvp: { deadline: '2027-05-01', email: 'giulia.marco@example.it' },
};

/** A command as the couple types it, where they keep .env.local (its backups/ land here). */
async function couple(script: string, args: string[], extra: Record<string, string> = {}) {
  const env = { ...process.env, SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json'), ...extra };
  const bin = path.join(process.cwd(), 'node_modules/.bin/tsx');
  return run(bin, ['--tsconfig', path.join(process.cwd(), 'tsconfig.json'), '--conditions=react-server', path.join(process.cwd(), 'scripts', `${script}.ts`), ...args], { cwd: dir, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const lunchRow = (page: Page) => page.locator('[data-row="lunch"]');

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  // Desktop only: the commands, not the layout, are under test.
  dir = await mkdtemp(path.join(tmpdir(), 'one-home-'));
  // The tools read the site's languages from ./messages, as from the project folder where npm runs them.
  await symlink(path.join(process.cwd(), 'messages'), path.join(dir, 'messages'));
  const como = path.join(dir, 'como');
  await mkdir(path.join(como, 'media/gallery'), { recursive: true });
  await writeFile(path.join(como, 'wedding.json'), JSON.stringify(WEDDING));
  await writeFile(path.join(como, 'guests.json'), JSON.stringify([{ ...GUEST, personal_message: 'Francesca, ti aspettiamo sul lago!', photo_dir: null }]));
  await writeFile(path.join(como, 'love-story.json'), JSON.stringify([{ year: 2016, title: 'Il primo caffè', description: 'Piazza Cavour.', details: null, photo_path: null }]));
  await writeFile(path.join(como, 'gallery.json'), JSON.stringify([{ id: 1, storage_path: 'gallery/hero-couple-lago.jpg', alt_text: 'Giulia e Marco', order_index: 1, name: 'hero-couple' }]));
  await writeFile(path.join(como, 'media/gallery/hero-couple-lago.jpg'), await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7' } }).jpeg().toBuffer());
  standIn = await startStandIn({ rls: true, demo: false, bucketExists: false });
  const seeded = await couple('db/seed', ['--content', como]);
  expect(seeded.stderr).toBe('');
  site = await startSecondServer({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: 'off', REFRESH_TOKEN: TOKEN, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json') });
});
test.afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the desk moves the lunch to 14:00; a seed of the unchanged folder without a yes leaves the guest at 14:00', { tag: '@desktop' }, async ({ page, request }) => {
  // What the desk's Publish writes: the wedding_info row with the lunch at 14:00.
  const [row] = await standIn.table('wedding_info');
  const wedding = row!.wedding as typeof WEDDING.wedding;
  await standIn.setTable('wedding_info', [{ ...row, wedding: { ...wedding, parts: wedding.parts.map((p) => (p.id === 'lunch' ? { ...p, start: '14:00' } : p)) } }]);
  expect((await postRefresh(request, site.baseUrl, TOKEN)).status()).toBe(200);

  const seed = await couple('db/seed', ['--content', path.join(dir, 'como')]);
  expect(seed.code).toBe(1);
  expect(seed.stdout).toContain('  Lunch · start: 14:00 → 13:30');
  expect(seed.stderr).toContain('Nothing was written');
  expect((await postRefresh(request, site.baseUrl, TOKEN)).status()).toBe(200);

  await page.goto(`${site.baseUrl}/invite/${GUEST.id}`);
  await expect(page.getByText(`Dear ${GUEST.name}`)).toBeVisible();
  await expect(lunchRow(page)).toContainText('14:00');
  await expect(lunchRow(page)).not.toContainText('13:30');
});

test('a restore puts the backup back, and the guest sees it at once: the site is told to read it again', { tag: '@desktop' }, async ({ page, request }) => {
  const backup = await couple('backup', ['--out', path.join(dir, 'before-the-edit')]);
  expect(backup.code).toBe(0);
  // Published by mistake (and shown at once, as the desk does).
  const [row] = await standIn.table('wedding_info');
  await standIn.setTable('wedding_info', [{ ...row, couple: { ...(row!.couple as object), fullNames: 'Giulia & Marco (draft)' } }]);
  expect((await postRefresh(request, site.baseUrl, TOKEN)).status()).toBe(200);
  await page.goto(`${site.baseUrl}/invite/${GUEST.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giulia & Marco (draft)');

  const restored = await couple('restore', [path.join(dir, 'before-the-edit'), '--yes'], { SITE_URL: site.baseUrl, REFRESH_TOKEN: TOKEN });
  expect(restored.stderr).toBe('');
  expect(restored.stdout).toContain('  The couple · full names: "Giulia & Marco (draft)" → "Giulia Ferri & Marco Bassi"');
  expect(restored.stdout).toContain('The site read it again: guests see it now.');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giulia Ferri & Marco Bassi');
});
