import { request } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Cookie, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { copyPortoWedding } from '../tests/support/porto-wedding';
import { startLocalDesk, type LocalDesk } from './support/local-desk';
import { shoot } from './support/shots';

// `npm run desk` on a couple's content folder (Inês & Kenji's Porto wedding, no Supabase project): the site's own
// React desk on 127.0.0.1, opened with the key it printed.
// On the couple's computer, at 1280 px (@desktop); desk-local.spec.ts opens its screens at 390 px too.

let dir = '';
let content = '';
let desk: LocalDesk;
let session: Cookie | undefined;

const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const deskUrl = () => desk.url;
const guestList = (page: Page) => page.getByRole('list', { name: 'Guests' });

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = await mkdtemp(path.join(tmpdir(), 'wedding-desk-local-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  desk = await startLocalDesk({ CONTENT_DIR: content, SUPABASE_URL: '', SUPABASE_ANON_KEY: '', SITE_URL: 'https://ines-kenji.example' }, dir);
});

test.afterAll(async () => {
  desk?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the printed key opens the desk once, through a form: never in an address, never again', { tag: '@desktop' }, async ({ page, browser }) => {
  expect(desk.printed()).toContain(`The wedding desk is open at ${deskUrl()}`);
  expect(desk.printed()).not.toMatch(/\?key=/);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  page.on('request', (r) => addresses.push(r.url()));
  await page.goto(deskUrl());
  await expect(page.getByRole('heading', { name: 'Wedding desk' })).toBeVisible();
  await expect(page.getByText('Rosa Martins')).toHaveCount(0);
  await shoot(page, 'local-key');
  await page.getByLabel('Key').fill(desk.key);
  await page.getByRole('button', { name: 'Open the desk' }).click();
  await expect(guestList(page).getByText('Rosa Martins')).toBeVisible();
  expect(page.url()).toBe(deskUrl());
  expect(addresses.filter((a) => a.includes(desk.key))).toEqual([]);
  session = (await page.context().cookies()).find((c) => c.name === `wedding_desk_${desk.port}`);
  expect(session).toMatchObject({ httpOnly: true, path: '/desk', sameSite: 'Lax' });

  // The same key, in another browser: refused, and no guest is shown.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(deskUrl());
  await second.getByLabel('Key').fill(desk.key);
  await second.getByRole('button', { name: 'Open the desk' }).click();
  await expect(second.getByRole('main').getByRole('alert')).toContainText('it was used already');
  await expect(second.getByText('Rosa Martins')).toHaveCount(0);
  await other.close();
});

test('adds a guest to the folder: guests.json holds them, and their link on this computer greets them', { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  await page.goto(deskUrl());
  await page.getByText('Add guest', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Tia Amélia');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Added Tia Amélia. Their link works now.');
  await expect(guestList(page).getByText('Tia Amélia')).toBeVisible();
  const guests = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { id: string; name: string }[];
  const added = guests.find((g) => g.name === 'Tia Amélia');
  expect(added?.id).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`http://127.0.0.1:${desk.port}/invite/${added!.id}`);
  await expect(page.getByText('Tia Amélia').first()).toBeVisible();
});

test('removes a guest after asking, with a backup of the whole folder first: their link then answers 404', { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  const guests = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { id: string; name: string }[];
  const tia = guests.find((g) => g.name === 'Tia Amélia')!;
  await page.goto(`${deskUrl()}/guests/${tia.id}/remove`);
  await expect(page.getByText(`A backup of the whole wedding is made first, in ${path.join(dir, 'backups')}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Tia Amélia' }).click();
  await expect(guestList(page).getByText('Rosa Martins')).toBeVisible();
  await expect(guestList(page).getByText('Tia Amélia')).toHaveCount(0);
  const [backup] = await readdir(path.join(dir, 'backups'));
  const kept = JSON.parse(await readFile(path.join(dir, 'backups', backup!, 'content', 'guests.json'), 'utf8')) as { name: string }[];
  expect(kept.map((g) => g.name)).toContain('Tia Amélia');
  expect((await page.request.get(`http://127.0.0.1:${desk.port}/invite/${tia.id}`)).status()).toBe(404);
});

test('restores the backup made before the removal, after showing what comes back: the guest is back, and the undo is kept', { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  await page.goto(deskUrl());
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await page.getByRole('list', { name: 'Backups' }).getByRole('link', { name: 'Restore…' }).first().click();
  await expect(page.getByRole('heading', { name: /^Restore the backup of / })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Tia Amélia');
  await shoot(page, 'local-restore');
  await page.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Restored.');
  const names = (JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { name: string }[]).map((g) => g.name);
  expect(names).toContain('Tia Amélia');
  expect((await readdir(path.join(dir, 'backups'))).length).toBe(2);
  await page.goto(deskUrl());
  await expect(guestList(page).getByText('Tia Amélia')).toBeVisible();
});

test('the wedding, messages and health screens open on the folder, and fit a phone', { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [screen, heading] of [
    ['', 'Wedding desk'],
    ['/wedding', 'The wedding'],
    ['/messages', 'Messages'],
    ['/health', 'Health'],
    ['/cards', 'QR cards'],
    ['/photos', 'Story & gallery'],
  ] as const) {
    await page.goto(`${deskUrl()}${screen}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
    await shoot(page, `local${screen.replace('/', '-') || '-guests'}`);
  }
  await expect(page.getByText('Members')).toHaveCount(0);
  await expect(page.getByText('Download a backup')).toHaveCount(0);
});

test('answers only at its own address: a page reached by another name gets nothing', { tag: '@desktop' }, async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: desk.port, path: '/desk', headers: { host: `rebound.example:${desk.port}`, cookie: `${session!.name}=${session!.value}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
  expect(status).toBe(403);
});

test('a change sent from another site is refused, even with the session; from the desk itself it is taken', { tag: '@desktop' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([session!]);
  const page = await context.newPage();
  await page.goto(deskUrl());
  // The form as a page without script sends it: the Server Action's own fields, replayed with another Origin.
  const fields = await page.locator('form[aria-label="Add guest"]').evaluate((f) => [...new FormData(f as HTMLFormElement)].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const send = (name: string, origin: string) =>
    page.request.post(deskUrl(), { multipart: Object.fromEntries(fields.map(([k, v]) => [k, k === 'name' ? name : v])), headers: { origin }, maxRedirects: 0 });
  await send('Forged Guest', 'http://attacker.example');
  await send('Replayed Guest', `http://127.0.0.1:${desk.port}`);
  const names = (JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { name: string }[]).map((g) => g.name);
  expect(names).toContain('Replayed Guest');
  expect(names).not.toContain('Forged Guest');
  await context.close();
});

test("sorted, exported, and each guest's link copied or shown as a QR code that reads back as that link", { tag: '@desktop' }, async ({ page, browserName }, info) => {
  await page.context().addCookies([session!]);
  await page.goto(`${deskUrl()}?sort=not-opened`);
  await expect(page.getByRole('navigation', { name: 'Sort the guests' }).getByRole('link', { name: 'Not opened first' })).toHaveAttribute('aria-current', 'true');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export the list (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain(`Rosa Martins,pt-PT,,tia-rosa,"Tia Rosa, obrigada por tudo.",https://ines-kenji.example/invite/${ROSA}`);

  await guestList(page).getByRole('link', { name: 'Rosa Martins' }).click();
  const code = await page.getByRole('img', { name: "QR code of Rosa Martins's link" }).screenshot();
  const { data, info: size } = await sharp(code).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), size.width, size.height)?.data).toBe(`https://ines-kenji.example/invite/${ROSA}`);
  if (browserName === 'chromium' && info.project.name === 'desktop') {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${desk.port}` });
    await page.getByRole('button', { name: 'Copy their link' }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://ines-kenji.example/invite/${ROSA}`);
  }
});

test('signing out ends the session: the desk asks for a key again', { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  await page.goto(deskUrl());
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Key')).toBeVisible();
  await page.context().addCookies([session!]);
  await page.goto(deskUrl());
  await expect(page.getByLabel('Key')).toBeVisible();
  await expect(page.getByText('Rosa Martins')).toHaveCount(0);
});
