import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Cookie } from '@playwright/test';
import { startStandIn, type StandIn } from '../tests/stand-in/server';
import { copyPortoWedding } from '../tests/support/porto-wedding';
import type { Stack } from '../tests/support/stack';
import { startLocalDesk, type LocalDesk } from './support/local-desk';
import { startSecondServer } from './support/second-server';

// `npm run desk` on the couple's Supabase project (the stand-in, policies on) with the secret key from their
// .env.local: the same React desk on 127.0.0.1, writing to the project their site reads.
// On the couple's computer, at 1280 px (@desktop); desk-local.spec.ts opens its screens at 390 px too.

const run = promisify(execFile);
const REFRESH_TOKEN = 'a-refresh-token-for-the-local-desk';

let dir = '';
let standIn: StandIn;
let site: Stack;
let desk: LocalDesk;
let session: Cookie | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = await mkdtemp(path.join(tmpdir(), 'wedding-desk-project-'));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  standIn = await startStandIn({ demo: false });
  const backend = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json'), CONTENT_DIR: '' };
  await run('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env: { ...process.env, ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey } });
  site = await startSecondServer({ ...backend, SUPABASE_IMAGE_TRANSFORMS: 'off', REFRESH_TOKEN });
  desk = await startLocalDesk({ ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, SITE_URL: site.baseUrl, REFRESH_TOKEN }, dir);
});

test.afterAll(async () => {
  desk?.stop();
  await site?.stop();
  await standIn?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('opens on the project with its key: every guest, and no sign-in, members or invites on this computer', { tag: '@desktop' }, async ({ page }) => {
  expect(desk.printed()).toContain(`It works on the Supabase project at ${standIn.url}`);
  await page.goto(desk.url);
  await page.getByLabel('Key').fill(desk.key);
  await page.getByRole('button', { name: 'Open the desk' }).click();
  await expect(page.getByRole('list', { name: 'Guests' }).getByText('Rosa Martins')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Members' })).toHaveCount(0);
  session = (await page.context().cookies()).find((c) => c.name === `wedding_desk_${desk.port}`);
  expect((await page.request.get(`${desk.url}/invite/${'a'.repeat(64)}`)).status()).toBe(404);
});

test("a guest added here greets them on the couple's site; removed after asking, with a backup first, their link answers 404", { tag: '@desktop' }, async ({ page }) => {
  await page.context().addCookies([session!]);
  await page.goto(desk.url);
  await page.getByText('Add guest', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nonna Adunni');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Added Nonna Adunni. Their link works now.');
  await page.getByRole('list', { name: 'Guests' }).getByRole('link', { name: 'Nonna Adunni' }).click();
  const id = /\/desk\/guests\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  const guestPage = await page.context().newPage();
  await guestPage.goto(`${site.baseUrl}/invite/${id}`);
  await expect(guestPage.getByText('Nonna Adunni').first()).toBeVisible();

  await page.goto(`${desk.url}/guests/${id}/remove`);
  await expect(page.getByText(`A backup of the whole wedding is made first, in ${path.join(dir, 'backups')}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Nonna Adunni' }).click();
  await expect(page.getByRole('list', { name: 'Guests' }).getByText('Rosa Martins')).toBeVisible();
  expect(await readdir(path.join(dir, 'backups'))).toHaveLength(1);
  expect((await page.request.get(`${site.baseUrl}/invite/${id}`)).status()).toBe(404);
});
