import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLocalDesk, type LocalDesk } from './support/local-desk';

// `npm run desk` with nothing of the couple's set up: a throw-away copy of the demo to try, said on every page,
// and the built-in demo itself never written.
// On the couple's computer, at 1280 px (@desktop); desk-local.spec.ts opens its screens at 390 px too.

const DEMO_GUESTS = path.join(process.cwd(), 'content/demo/guests.json');
let desk: LocalDesk;
let demoBefore = '';
let home = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  demoBefore = await readFile(DEMO_GUESTS, 'utf8');
  home = await mkdtemp(path.join(tmpdir(), 'wedding-trial-'));
  desk = await startLocalDesk({ CONTENT_DIR: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' }, home);
});
test.afterAll(async () => {
  desk?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

test('a guest added on the trial desk goes to a copy of the demo, and every page says it is a trial', { tag: '@desktop' }, async ({ page }) => {
  expect(desk.printed()).toContain('This is a copy of the demo wedding');
  await page.goto(desk.url);
  await page.getByLabel('Key').fill(desk.key);
  await page.getByRole('button', { name: 'Open the desk' }).click();
  await page.getByText('Add guest', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Marta Sousa');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Guests' }).getByText('Marta Sousa')).toBeVisible();
  for (const screen of ['', '/wedding', '/photos']) {
    await page.goto(`${desk.url}${screen}`);
    await expect(page.getByText(/^This is a copy of the demo wedding, to try the desk/)).toBeVisible();
  }
  expect(await readFile(DEMO_GUESTS, 'utf8')).toBe(demoBefore);
});
