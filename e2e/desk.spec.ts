import { networkInterfaces } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { InvitationPage } from './support/invitation-page';
import { rawGet } from './support/raw-request';
import { startDeskStand, type DeskStand, SECONDS_MS } from './support/desk';

/**
 * The couple's desk (docs/desk.md) on Inês & Kenji's own wedding, in Chromium: started as a command,
 * shut to anyone without its key or at another address, then the couple's day with it — their guests,
 * a new guest, the messages in each guest's language, who opened, a removal, an import, a changed dinner time.
 */

const GUESTS = {
  rosa: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Rosa Martins' },
  hanako: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b02', name: '渡辺 花子' },
  jonas: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', name: 'Jonas Becker' },
  lucia: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b04', name: 'Lucía Fernández' },
  layla: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b05', name: 'ليلى حداد' },
};
const NAMES = Object.values(GUESTS).map((g) => g.name);

let stand: DeskStand;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  stand = await startDeskStand();
});
test.afterAll(async () => stand?.stop());

const desk = (at = '/') => `http://127.0.0.1:${stand.deskPort}${at}`;
const row = (page: Page, name: string) => page.locator('tr', { has: page.getByRole('rowheader', { name }) });
async function openDesk(page: Page, at = '/') {
  await page.goto(stand.address);
  if (at !== '/') await page.goto(desk(at));
}

test('npm run desk prints its address with a key, listens on loopback only, and shows nothing without the key or at another Host', async () => {
  expect(stand.printed).toMatch(new RegExp(`The wedding desk is open at http://127\\.0\\.0\\.1:${stand.deskPort}/\\?key=[\\w-]{20,}`));
  const key = new URL(stand.address).searchParams.get('key')!;

  const outside = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  if (outside) await expect(fetch(`http://${outside}:${stand.deskPort}/`)).rejects.toThrow();

  const answers = [
    ['no key', await rawGet(desk(), '/')],
    ['a wrong key', await rawGet(desk(), '/?key=not-the-key')],
    ['another Host, with the key', await rawGet(desk(), `/?key=${key}`, { host: `evil.example:${stand.deskPort}` })],
    ['the guests\' data without the key', await rawGet(desk(), '/opens.json')],
    ['the export without the key', await rawGet(desk(), '/guests.csv')],
  ] as const;
  for (const [what, answer] of answers) {
    expect(answer.status, what).not.toBe(200);
    expect([401, 403], what).toContain(answer.status);
    for (const name of NAMES) expect(answer.body.toString('utf8'), what).not.toContain(name);
  }

  // With the key: a cookie only the desk's own pages send; another Host with that cookie is refused too.
  const exchanged = await rawGet(desk(), `/?key=${key}`);
  expect(exchanged.status).toBe(303);
  const cookie = String(exchanged.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  const session = cookie.split(';')[0]!;
  expect((await rawGet(desk(), '/', { cookie: session })).status).toBe(200);
  const rebound = await rawGet(desk(), '/', { cookie: session, host: `evil.example:${stand.deskPort}` });
  expect(rebound.status).toBe(403);
  for (const name of NAMES) expect(rebound.body.toString('utf8')).not.toContain(name);
});

test('a write from another origin is refused, even with the session', async ({ page, request }) => {
  await openDesk(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const forged = await request.post(desk('/guests'), { headers: { cookie, origin: 'http://evil.example' }, form: { name: 'Mallory' } });
  expect(forged.status()).toBe(403);
  const noOrigin = await request.post(desk('/guests'), { headers: { cookie }, form: { name: 'Mallory' } });
  expect(noOrigin.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Mallory' })).toHaveCount(0);
});

test('the public site asks for a sign-in at /desk and shows no guest; a site without a project answers the notice (404)', async ({ request }) => {
  const answer = await request.get(`${stand.site.baseUrl}/desk`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('Sign in to the wedding desk');
  for (const name of NAMES) expect(html).not.toContain(name);
  const local = await request.get('/desk');
  expect(local.status()).toBe(404);
  expect(await local.text()).not.toMatch(/Wedding desk|Add guest/);
});

test('the desk lists every guest by name', async ({ page }) => {
  await openDesk(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  for (const name of NAMES) await expect(page.getByRole('rowheader', { name })).toBeVisible();
});

test('Add guest: a name and Save make a guest whose link greets them on the site at once', async ({ page, browser }) => {
  await openDesk(page);
  await page.getByRole('link', { name: 'Add guest' }).click();
  await page.getByLabel('Name').fill('Marta Sousa');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marta Sousa' })).toBeVisible();
  const link = (await page.locator('#guest-link').textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${stand.site.baseUrl}/invite/[0-9a-f-]{36}$`));

  const guest = await browser.newPage();
  await guest.goto(link);
  await expect(new InvitationPage(guest).header.getByText('Marta Sousa')).toBeVisible();
  await guest.close();
  await page.goto(desk('/'));
  await expect(page.getByRole('rowheader', { name: 'Marta Sousa' })).toBeVisible();
});

test("a Portuguese guest's WhatsApp link and a German guest's e-mail carry their own link and words in their language", async ({ page }) => {
  await openDesk(page);
  await page.getByRole('link', { name: GUESTS.rosa.name, exact: true }).click();
  const whatsapp = new URL((await page.getByRole('link', { name: `WhatsApp: invitation for ${GUESTS.rosa.name}` }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
  const text = whatsapp.searchParams.get('text')!;
  expect(text).toContain(`${stand.site.baseUrl}/invite/${GUESTS.rosa.id}`);
  expect(text).toMatch(/Olá Rosa Martins/);
  expect(text).toMatch(/convite pessoal/);
  expect(text).toContain('18 de setembro de 2027');

  await page.goto(desk(`/guests/${GUESTS.jonas.id}`));
  const mail = (await page.getByRole('link', { name: `E-mail: invitation for ${GUESTS.jonas.name}` }).getAttribute('href'))!;
  expect(mail.startsWith('mailto:?')).toBe(true);
  const params = new URLSearchParams(mail.slice('mailto:?'.length));
  expect(params.get('subject')).toMatch(/Hochzeitseinladung/);
  expect(params.get('body')).toContain(`${stand.site.baseUrl}/invite/${GUESTS.jonas.id}`);
  expect(params.get('body')).toMatch(/Hallo Jonas Becker,/);
  expect(params.get('body')).toMatch(/Einladung findest du hier/);
  const sms = (await page.getByRole('link', { name: `SMS: invitation for ${GUESTS.jonas.name}` }).getAttribute('href'))!;
  expect(decodeURIComponent(sms)).toContain(`/invite/${GUESTS.jonas.id}`);
  // Not opened yet: the reminder, in German too.
  const remind = new URL((await page.getByRole('link', { name: `WhatsApp: reminder for ${GUESTS.jonas.name}` }).getAttribute('href'))!);
  expect(remind.searchParams.get('text')).toMatch(/Erinnerung/);
});

test('after a guest opens their link, their row says opened with the time; the others read not opened', async ({ page, browser }) => {
  await openDesk(page);
  await expect(row(page, GUESTS.hanako.name).locator('[data-opened]')).toHaveText('Not opened');
  // A preview from the desk never counts.
  await page.getByRole('link', { name: GUESTS.hanako.name, exact: true }).click();
  const preview = (await page.getByRole('link', { name: 'Preview their invitation' }).getAttribute('href'))!;
  expect(preview).toMatch(/\?preview$/);

  const guest = await browser.newPage();
  const beacon = guest.waitForResponse((r) => r.url().endsWith('/api/opened'), { timeout: 15_000 });
  await guest.goto(`${stand.site.baseUrl}/invite/${GUESTS.hanako.id}`);
  expect((await beacon).status()).toBe(204);
  await guest.close();

  await page.goto(desk('/'));
  // Refreshed live: no reload needed once the open is written.
  await expect(row(page, GUESTS.hanako.name).locator('[data-opened]')).toHaveText(/^Opened \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/, { timeout: 20_000 });
  await expect(row(page, GUESTS.layla.name).locator('[data-opened]')).toHaveText('Not opened');
  await page.getByRole('link', { name: 'Not opened first' }).click();
  await expect(page.locator('tbody tr').last()).toContainText(GUESTS.hanako.name);
});

test('Remove, after the confirmation: the row goes and the link answers 404 at once', async ({ page, request }) => {
  const link = `${stand.site.baseUrl}/invite/${GUESTS.lucia.id}`;
  expect((await request.get(link)).status()).toBe(200);
  await openDesk(page);
  await page.getByRole('link', { name: `Remove ${GUESTS.lucia.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Remove ${GUESTS.lucia.name}?`);
  await expect(page.getByText('A backup of the whole wedding is made first')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${GUESTS.lucia.name}` }).click();
  await expect(page.getByRole('status')).toContainText(`Removed ${GUESTS.lucia.name}`);
  await expect(page.getByRole('status')).toContainText('backups/');
  await expect(page.getByRole('rowheader', { name: GUESTS.lucia.name })).toHaveCount(0);
  expect((await request.get(link)).status()).toBe(404);
});

test('Import: a sheet clearing a message shows it old → new before writing, and imports it after a backup', async ({ page }) => {
  await openDesk(page, '/import');
  await page.getByLabel('Or paste its text').fill(`name;personal_message;photo_dir\n${GUESTS.rosa.name};-;\n${GUESTS.hanako.name};;\n`);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What the import changes');
  await expect(page.getByText('0 to add, 1 to update, 1 unchanged.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^personal message:/ })).toHaveText(['personal message: "Tia Rosa, obrigada por tudo." → (none)']);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Import 1 change' }).click();
  await expect(page.getByRole('status')).toContainText('Imported: 0 added, 1 updated, 1 unchanged. A backup was made first:');
  await expect(page.getByRole('status')).toContainText('backups/');
});

test("a dinner time changed and published from the desk is on the guest's page within seconds", async ({ page, browser }) => {
  const guest = await browser.newPage();
  await guest.goto(`${stand.site.baseUrl}/invite/${GUESTS.rosa.id}?preview`);
  await expect(new InvitationPage(guest).preview.locator('[data-row]')).toContainText([/Jantar\s*19:00/]);

  await openDesk(page, '/wedding');
  await page.locator('[name="wedding.parts[1].start"]').fill('19:30');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByRole('row', { name: /wedding\.parts\[1\]\.start/ })).toContainText('19:00');
  await expect(page.getByRole('row', { name: /wedding\.parts\[1\]\.start/ })).toContainText('19:30');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published. The site read it again');

  const started = Date.now();
  await expect(async () => {
    await guest.reload();
    await expect(new InvitationPage(guest).preview.locator('[data-row]')).toContainText([/Jantar\s*19:30/], { timeout: 1000 });
  }).toPass({ timeout: SECONDS_MS });
  expect(Date.now() - started).toBeLessThan(SECONDS_MS);
  await guest.context().close();
});

test("a part's German name, written and published in the desk, is on a German guest's page", async ({ page, browser }) => {
  const guest = await browser.newPage();
  await guest.goto(`${stand.site.baseUrl}/invite/${GUESTS.jonas.id}?preview`);
  const rows = new InvitationPage(guest).preview.locator('[data-row]');
  await expect(rows).toContainText([/Party/]);

  await openDesk(page, '/wedding');
  const party = page.getByRole('group', { name: 'Part 3: Party' });
  await party.getByText('Its name in other languages').click();
  await party.getByLabel('Name in German').fill('Feier');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByRole('row', { name: /wedding\.parts\[2\]\.translations\.de\.name/ })).toContainText('Feier');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published. The site read it again');

  await expect(async () => {
    await guest.reload();
    await expect(rows).toContainText([/Feier/], { timeout: 1000 });
  }).toPass({ timeout: SECONDS_MS });
  await guest.goto(`${stand.site.baseUrl}/invite/${GUESTS.rosa.id}?preview`);
  await expect(rows).toContainText([/Festa/]);
  await guest.context().close();
});

test('a wedding the checks refuse is not published, and says why beside the field', async ({ page }) => {
  await openDesk(page, '/wedding');
  await page.locator('[name="wedding.parts[1].start"]').fill('25:00');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByRole('status')).toContainText('Nothing was published');
  const field = page.locator('[name="wedding.parts[1].start"]');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${(await field.getAttribute('aria-describedby'))!}`)).toContainText('25:00');
});

test("every desk screen is axe clean and fits the window; a screenshot of each is kept", async ({ page }, info) => {
  test.setTimeout(240_000);
  await openDesk(page);
  const screens = {
    guests: '/',
    'add-guest': '/guests/new',
    'guest-rosa': `/guests/${GUESTS.rosa.id}`,
    'guest-layla': `/guests/${GUESTS.layla.id}`,
    'remove-confirm': `/guests/${GUESTS.jonas.id}/remove`,
    wedding: '/wedding',
    photos: '/photos',
    health: '/health',
    cards: '/cards',
    import: '/import',
    messages: '/messages',
  };
  for (const [name, at] of Object.entries(screens)) {
    await page.goto(desk(at));
    await expect(page.locator('main h1').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), name).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    if (name === 'guests') {
      // Nor does the list hide a guest's actions in a box that scrolls sideways.
      const width = page.viewportSize()!.width;
      const removes = await page.getByRole('link', { name: /^Remove / }).all();
      expect(removes.length).toBeGreaterThan(3);
      for (const remove of removes) {
        const box = (await remove.boundingBox())!;
        expect(box.x + box.width, `${await remove.getAttribute('aria-label')} is inside the window`).toBeLessThanOrEqual(width);
      }
    }
    await page.screenshot({ path: path.join(info.project.outputDir, 'desk-screens', `${info.project.name}-${name}.png`), fullPage: true });
  }
});
