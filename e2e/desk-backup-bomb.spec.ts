import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { writeZip } from '../tests/support/zip-writer';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// Issue 63: a 2–3 MB zip that unpacks to 1.5 GB, uploaded as the owner's backup on the couple's own site (the
// stand-in, policies and Auth on). Its page and a restore refuse it within seconds, the server stays small, and a
// guest's invitation is answered throughout.
// On the phone the desk is used from, at 390 px (@phone); desk-wide.spec.ts walks every screen at 1280 px.

const OWNER = { email: 'ines@example.com', password: 'a long password for Porto' };
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
const BOMB = 1.5 * 2 ** 30;
const REFUSED = /unpacks to 1\.5 GB in "files\/gallery\/bomb\.jpg" alone, more than any file of a wedding \(50 MB\): it is not a backup the desk made\./;

let desk: SiteDesk;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-backup-bomb-');
});
test.afterAll(async () => desk?.stop());

/** A guest opening their invitation again and again, each answer's status and time, until `stop`. */
function guestMeanwhile(request: APIRequestContext) {
  const answers: { status: number; ms: number }[] = [];
  let going = true;
  const done = (async () => {
    while (going) {
      const started = Date.now();
      const status = await request.get(`${desk.site.baseUrl}/invite/${JONAS}`, { timeout: 30_000 }).then((r) => r.status(), () => 0);
      answers.push({ status, ms: Date.now() - started });
    }
  })();
  return {
    answers,
    stop: async () => {
      going = false;
      await done;
    },
  };
}

/** The server's resident memory, highest seen, read every 100 ms until `stop`. */
function memoryMeanwhile() {
  let peak = desk.site.memory();
  const timer = setInterval(() => (peak = Math.max(peak, desk.site.memory())), 100);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

async function uploadBackup(page: Page, file: string) {
  await page.goto(`${desk.site.baseUrl}/desk/backups`);
  await page.getByLabel('Backup file', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/desk\/backups\/uploaded-[\w.-]+\.zip$/, { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('a zip bomb as a backup: its page and a restore refuse it within 5 s, the server stays under 600 MB, guests get 200 within 2 s', { tag: '@phone' }, async ({ page, request }, info) => {
  await page.goto(await desk.ownerInvite(OWNER.email));
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${desk.site.baseUrl}/desk`);

  // The owner's own backup, with a photo and 1.5 GB of zeros beside it, deflated as written: the test never holds it.
  const real = await page.request.get(`${desk.site.baseUrl}/desk/backup`);
  expect(real.status()).toBe(200);
  const downloaded = info.outputPath('wedding-backup.zip');
  await writeFile(downloaded, await real.body());
  const held = unzipSync(new Uint8Array(await real.body()));
  const bombFile = info.outputPath('wedding-backup-bomb.zip');
  const parts = Object.entries(held).map(([name, bytes]) => ({ name, bytes: Buffer.from(bytes) }));
  const size = await writeZip(bombFile, [
    ...parts.filter((p) => p.name !== 'manifest.json'),
    { name: 'files/gallery/first-dance.jpg', bytes: randomBytes(2 ** 20) },
    { name: 'files/gallery/bomb.jpg', zeros: BOMB },
    ...parts.filter((p) => p.name === 'manifest.json'),
  ]);
  expect(size).toBeGreaterThan(2_000_000);
  expect(size).toBeLessThan(3_000_000);

  const guest = guestMeanwhile(request);
  const memory = memoryMeanwhile();
  try {
    // A restore whose file became the bomb after its preview was shown (the stored file replaced in Storage).
    const guests = await desk.standIn.table('guests');
    await desk.standIn.setTable('guests', guests.filter((g) => g.id === JONAS || g.id !== guests.find((o) => o.id !== JONAS)?.id));
    const name = await uploadBackup(page, downloaded);
    await expect(page.getByRole('button', { name: 'Restore this backup' })).toBeVisible();
    await desk.standIn.setFile(`desk-backups/${name}`, await readFile(bombFile));
    let started = Date.now();
    await page.getByRole('button', { name: 'Restore this backup' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(REFUSED, { timeout: 5_000 });
    const restoreMs = Date.now() - started;

    // The bomb uploaded as a backup: its page refuses it, each time it is opened.
    started = Date.now();
    const bomb = await uploadBackup(page, bombFile);
    await expect(page.getByRole('heading', { name: 'This file cannot be restored' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('main').getByRole('alert')).toContainText(REFUSED);
    const uploadMs = Date.now() - started;
    started = Date.now();
    await page.goto(`${desk.site.baseUrl}/desk/backups/${bomb}`);
    await expect(page.getByRole('heading', { name: 'This file cannot be restored' })).toBeVisible({ timeout: 5_000 });
    const pageMs = Date.now() - started;
    await expect(page.getByRole('button', { name: 'Restore this backup' })).toHaveCount(0);

    // Guests were answered while the owner did all that, and still are.
    const seen = guest.answers.length;
    await expect.poll(() => guest.answers.length, { timeout: 10_000 }).toBeGreaterThan(seen);
    await guest.stop();
    memory.stop();
    const slowest = Math.max(...guest.answers.map((a) => a.ms));
    const figures = `restore refused in ${restoreMs} ms; upload and page in ${uploadMs} ms; page again in ${pageMs} ms; server peak ${Math.round(memory.peak() / 2 ** 20)} MB resident; ${guest.answers.length} guest answers, slowest ${slowest} ms`;
    info.annotations.push({ type: 'figures', description: figures });
    console.log(figures);
    expect(restoreMs).toBeLessThan(5_000);
    expect(pageMs).toBeLessThan(5_000);
    expect(guest.answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(slowest).toBeLessThan(2_000);
    expect(memory.peak()).toBeLessThan(600 * 2 ** 20);
  } finally {
    await guest.stop();
    memory.stop();
  }
});
