import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { StandIn } from '../tests/stand-in/server';
import type { Stack } from '../tests/support/stack';
import { shoot } from './support/shots';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// The desk on the couple's own site: Inês & Kenji's Porto wedding in the stand-in (policies and Auth on), the site
// started with the public key only, the first owner's invite made with `npm run desk -- invite`.
// On the phone the desk is used from, at 390 px (@phone); desk-wide.spec.ts walks every screen at 1280 px.

const GUESTS = ['Rosa Martins', '渡辺 花子', 'Jonas Becker', 'Lucía Fernández', 'ليلى حداد'];
const OWNER = { email: 'ines@example.com', password: 'a long password for Porto' };

let desk: SiteDesk;
let standIn: StandIn;
let site: Stack;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-members-');
  ({ standIn, site } = desk);
});
test.afterAll(async () => desk?.stop());

const ownerInvite = (email: string) => desk.ownerInvite(email);

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${site.baseUrl}/desk`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const guestList = (page: Page) => page.getByRole('list', { name: 'Guests' });

test("the owner's invite sets a password and opens every guest; the desk is private and never a guest page's", { tag: '@phone' }, async ({ page }) => {
  const link = await ownerInvite(OWNER.email);
  const answer = await page.goto(link);
  expect(answer?.headers()['cache-control']).toMatch(/private/);
  expect(answer?.headers()['cache-control']).toMatch(/no-store/);
  expect(answer?.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(answer?.headers()['content-security-policy']).toMatch(/nonce-/);
  await expect(page.getByText(OWNER.email)).toBeVisible();
  await shoot(page, 'desk-invite');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page).toHaveURL(`${site.baseUrl}/desk`);
  for (const name of GUESTS) await expect(guestList(page).getByRole('link', { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The session's cookies belong to /desk alone: a guest's page is asked without them.
  const cookies = await page.context().cookies(`${site.baseUrl}/invite/anything`);
  expect(cookies).toEqual([]);
  expect((await page.context().cookies(`${site.baseUrl}/desk`)).length).toBeGreaterThan(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invite cannot be used' })).toBeVisible();
});

test('signed out, the desk asks for e-mail and password and shows no guest; a wrong password and an unknown address read alike', { tag: '@phone' }, async ({ page }) => {
  await page.goto(`${site.baseUrl}/desk`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  for (const name of GUESTS) await expect(page.getByText(name)).toHaveCount(0);

  await signIn(page, OWNER.email, 'not the password');
  const wrong = await page.getByRole('main').getByRole('alert').textContent();
  await signIn(page, 'nobody@example.com', 'not the password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(wrong!);

  await signIn(page, OWNER.email, OWNER.password);
  await expect(guestList(page).getByRole('listitem')).toHaveCount(GUESTS.length);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(guestList(page)).toHaveCount(0);
});

test("someone who signed up through Supabase Auth directly signs in to nothing, and reads no guest through the REST API", { tag: '@phone' }, async ({ page }) => {
  const stranger = { email: 'stranger@example.com', password: 'another long password' };
  // Supabase Auth's own API, as anyone holding the public key may call it.
  const apikey = { apikey: standIn.anonKey, 'content-type': 'application/json' };
  const signedUp = await fetch(`${standIn.url}/auth/v1/signup`, { method: 'POST', headers: apikey, body: JSON.stringify(stranger) });
  expect(signedUp.status).toBe(200);
  const { access_token: token } = (await signedUp.json()) as { access_token: string };
  const rows = await fetch(`${standIn.url}/rest/v1/guests?select=id,name`, { headers: { ...apikey, authorization: `Bearer ${token}` } });
  expect(rows.status).toBe(200);
  expect(await rows.json()).toEqual([]);

  await signIn(page, stranger.email, stranger.password);
  await expect(page.getByText("This account is not (or no longer) one of the wedding's members.")).toBeVisible();
  await expect(guestList(page)).toHaveCount(0);
  for (const name of GUESTS) await expect(page.getByText(name)).toHaveCount(0);
});

test("a stranger asking for Health a hundred times makes the server run no check against the project", { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'stranger@example.com', 'another long password');
  await expect(page.getByText("This account is not (or no longer) one of the wedding's members.")).toBeVisible();
  standIn.clearRequests();
  for (let i = 0; i < 100; i++) expect((await page.request.get(`${site.baseUrl}/desk/health`, { maxRedirects: 0 })).status()).toBe(307);
  // The doctor's marks: Auth's settings read, and its write probes (the site's own content reads may fall in between).
  const doctor = standIn.requests.filter((r) => r.path.startsWith('/auth/v1/settings') || ['rest-write', 'upload', 'upload-sign', 'remove', 'rpc', 'bucket'].includes(r.route));
  expect(doctor).toEqual([]);
});

test("an address a stranger signed up first neither blocks the invite nor lets the stranger in", { tag: '@phone' }, async ({ browser }) => {
  const apikey = { apikey: standIn.anonKey, 'content-type': 'application/json' };
  const squatter = { email: 'cousin@example.com', password: 'the squatter password' };
  expect((await fetch(`${standIn.url}/auth/v1/signup`, { method: 'POST', headers: apikey, body: JSON.stringify(squatter) })).status).toBe(200);
  const link = await ownerInvite(squatter.email);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
  const cousin = await phone.newPage();
  await cousin.goto(link);
  await expect(cousin.getByText(squatter.email)).toBeVisible();
  await cousin.getByLabel('Password').fill('the cousin chose this');
  await cousin.getByRole('button', { name: 'Set password' }).click();
  await expect(cousin).toHaveURL(`${site.baseUrl}/desk`);
  await expect(guestList(cousin).getByRole('listitem')).toHaveCount(GUESTS.length);

  const elsewhere = await browser.newContext({ serviceWorkers: 'block' });
  const stranger = await elsewhere.newPage();
  await signIn(stranger, squatter.email, squatter.password);
  await expect(stranger.getByText("This account is not (or no longer) one of the wedding's members.")).toBeVisible();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'This invite cannot be used' })).toBeVisible();

  const later = await elsewhere.newPage();
  await later.context().clearCookies();
  await signIn(later, squatter.email, 'the cousin chose this');
  await expect(guestList(later).getByRole('listitem')).toHaveCount(GUESTS.length);
  await phone.close();
  await elsewhere.close();
});

test('sign out everywhere ends the session on another device too', { tag: '@phone' }, async ({ browser }) => {
  const phone = await browser.newPage();
  const laptop = await browser.newPage();
  await signIn(phone, OWNER.email, OWNER.password);
  await signIn(laptop, OWNER.email, OWNER.password);
  await expect(guestList(laptop).getByRole('listitem')).toHaveCount(GUESTS.length);
  await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phone.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await laptop.reload();
  await expect(laptop.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(guestList(laptop)).toHaveCount(0);
  await phone.context().close();
  await laptop.context().close();
});

test("the owner adds a guest whose link greets them at once, changes her language, sends Rosa a Portuguese WhatsApp, and removes a guest after asking", { tag: '@phone' }, async ({ page, request }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(guestList(page).getByRole('listitem')).toHaveCount(GUESTS.length);
  await shoot(page, 'desk-guests');
  await page.getByText('Add guest', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nonna Adunni');
  // Yoruba is not one of the site's languages: the desk says which she will read.
  await page.getByLabel('Or another language (Yoruba: yo)').fill('yo');
  await page.getByRole('group', { name: 'Invited to' }).getByLabel('Dinner').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Added Nonna Adunni. Their link works now.');
  await expect(page.getByRole('form', { name: 'Add guest' }).locator('select[name="language"]')).toHaveAccessibleDescription(
    'Nonna Adunni will read Portuguese: Yoruba is not a site language.',
  );
  await page.goto(`${site.baseUrl}/desk`);
  await expect(guestList(page).getByRole('listitem').filter({ hasText: 'Nonna Adunni' })).toContainText('Not opened yet');
  await guestList(page).getByRole('link', { name: 'Nonna Adunni', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nonna Adunni', level: 1 })).toBeVisible();
  const link = (await page.locator('.desk-link a').textContent())!;
  expect(link).toMatch(new RegExp(`^${site.baseUrl.replace(/[.:/]/g, '\\$&')}/invite/[0-9a-f-]{36}$`));
  const greeting = await request.get(link);
  expect(greeting.status()).toBe(200);
  expect(await greeting.text()).toContain('Nonna Adunni');
  await expect(page.getByRole('group', { name: 'Invited to' }).getByLabel('Dinner')).toBeChecked();
  await expect(page.getByText('Nonna Adunni will read Portuguese: Yoruba is not a site language.')).toBeVisible();

  // Her language changed on her screen: her page and her messages follow at once.
  await page.locator('select[name="language"]').selectOption('pt');
  await shoot(page, 'desk-guest');
  const details = page.getByRole('form', { name: 'Change Nonna Adunni' });
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.getByRole('status')).toHaveText("Saved. Nonna Adunni's page shows it now.");
  await expect.poll(async () => (await request.get(link)).text(), { timeout: 10_000 }).toContain('<html lang="pt');
  await page.reload();
  const reminder = new URL((await page.getByRole('link', { name: 'WhatsApp a reminder to Nonna Adunni' }).getAttribute('href'))!);
  expect(reminder.searchParams.get('text')).toContain(link);
  expect(reminder.searchParams.get('text')).toContain('Nonna Adunni');

  await page.goto(`${site.baseUrl}/desk`);
  await guestList(page).getByRole('link', { name: 'Rosa Martins', exact: true }).click();
  const whatsapp = new URL((await page.getByRole('link', { name: 'WhatsApp to Rosa Martins' }).getAttribute('href'))!);
  const text = whatsapp.searchParams.get('text')!;
  expect(text).toContain(`${site.baseUrl}/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01`);
  expect(text).toContain('Olá Rosa Martins');
  expect(text).toContain('O teu convite pessoal está aqui');

  await page.goto(`${site.baseUrl}/desk`);
  await guestList(page).getByRole('link', { name: 'Nonna Adunni', exact: true }).click();
  await page.getByRole('link', { name: 'Remove Nonna Adunni' }).click();
  await expect(page.getByRole('heading', { name: 'Remove Nonna Adunni?' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Nonna Adunni' }).click();
  await expect(page).toHaveURL(`${site.baseUrl}/desk`);
  await expect(guestList(page).getByRole('link', { name: 'Nonna Adunni', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await request.get(link)).status(), { timeout: 10_000 }).toBe(404);
});

test("the owner writes the Portuguese invitation in Messages: Rosa's WhatsApp carries it, and a text without the link is refused", { tag: '@phone' }, async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Messages' }).click();
  // The button closes the form: once it is shown, every text above it has arrived whole.
  await expect(page.getByRole('button', { name: 'Save the messages' })).toBeVisible();
  await page.locator('summary', { hasText: 'Portuguese (português)' }).click();
  const portuguese = page.getByRole('group', { name: 'Portuguese (português)' });
  await portuguese.getByLabel('Invitation: message').fill('Querida {name}, vem ao nosso casamento no Porto: {link}');
  await page.getByRole('button', { name: 'Save the messages' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved the messages in Portuguese (português).');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-messages');

  await page.goto(`${site.baseUrl}/desk`);
  await guestList(page).getByRole('link', { name: 'Rosa Martins', exact: true }).click();
  const whatsapp = new URL((await page.getByRole('link', { name: 'WhatsApp to Rosa Martins' }).getAttribute('href'))!);
  expect(whatsapp.searchParams.get('text')).toBe(`Querida Rosa Martins, vem ao nosso casamento no Porto: ${site.baseUrl}/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01`);

  await page.goto(`${site.baseUrl}/desk/messages`);
  await page.locator('summary', { hasText: 'Portuguese (português)' }).click();
  await portuguese.getByLabel('Reminder: message').fill('Não te esqueças!');
  await page.getByRole('button', { name: 'Save the messages' }).click();
  await expect(portuguese).toHaveAccessibleDescription("Each message needs {link}, the guest's own link.");
  await expect(page.getByRole('main').getByRole('alert').last()).toHaveText('Nothing was saved: see Portuguese (português).');
  await page.reload();
  await page.locator('summary', { hasText: 'Portuguese (português)' }).click();
  await expect(portuguese.getByLabel('Reminder: message')).toHaveValue(/\{link\}/);
});

test('the owner writes a Yoruba reminder in Messages, and the Remind link of a Yoruba-speaking guest carries it', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Messages' }).click();
  await page.getByLabel('Its language tag (Yoruba: yo, Swahili: sw, Catalan: ca)').fill('yo');
  await page.getByRole('button', { name: 'Write texts in it' }).click();
  const yoruba = page.getByRole('group', { name: 'Yoruba (Èdè Yorùbá)' });
  // Begun from the English texts, arrived whole before the couple writes over them.
  await expect(yoruba.getByLabel('Reminder: message')).toHaveValue(/^Dear \{name\},[^]*We hope to see you there!\n\{couple\}$/);
  await yoruba.getByLabel('Reminder: message').fill('Ẹ jọ̀ọ́ {name}, ẹ má gbàgbé ìgbéyàwó wa: {link}');
  await page.getByRole('button', { name: 'Save the messages' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved the messages in Yoruba (Èdè Yorùbá).');

  await page.goto(`${site.baseUrl}/desk`);
  await page.getByText('Add guest', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Baba Tunde');
  await page.getByLabel('Or another language (Yoruba: yo)').fill('yo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Added Baba Tunde. Their link works now.');
  await page.goto(`${site.baseUrl}/desk`);
  await guestList(page).getByRole('link', { name: 'Baba Tunde', exact: true }).click();
  const link = (await page.locator('.desk-link a').textContent())!;
  const reminder = new URL((await page.getByRole('link', { name: 'WhatsApp a reminder to Baba Tunde' }).getAttribute('href'))!);
  expect(reminder.searchParams.get('text')).toBe(`Ẹ jọ̀ọ́ Baba Tunde, ẹ má gbàgbé ìgbéyàwó wa: ${link}`);
  await shoot(page, 'desk-guest-yoruba');
  // The list stays the wedding's own for the tests after this one.
  await page.getByRole('link', { name: 'Remove Baba Tunde' }).click();
  await page.getByRole('button', { name: 'Remove Baba Tunde' }).click();
  await expect(guestList(page).getByRole('link', { name: 'Baba Tunde', exact: true })).toHaveCount(0);
});

test("a reminder typed on a slow phone before the page's script arrives is still there once it runs", { tag: '@phone' }, async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(guestList(page)).toBeVisible();
  let release: () => void;
  const scripts = new Promise<void>((go) => (release = go));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(`${site.baseUrl}/desk/messages`, { waitUntil: 'domcontentloaded' });
  await page.locator('summary', { hasText: 'English' }).click();
  const reminder = page.getByRole('group', { name: 'English' }).getByLabel('Reminder: message');
  await reminder.fill('Typed before the script: {link}');
  release!();
  // React marks each element it has taken over with its own property.
  await expect.poll(() => reminder.evaluate((box) => Object.keys(box).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  await expect(reminder).toHaveValue('Typed before the script: {link}');
});

test("Health runs the doctor's checks with the site's own settings, and shows the photos' share of the plan", { tag: '@phone' }, async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Health' }).click();
  // This site was started without SITE_URL: the failing check comes first, with its way out.
  const checks = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  await expect(checks.first()).toContainText('fails SITE_URL is not set', { timeout: 30_000 });
  await expect(checks.first()).toContainText('→ Set SITE_URL to the final address');
  await expect(page.getByText(/^1 check fails: each says the way out\./)).toBeVisible();
  await expect(checks.filter({ hasText: 'SUPABASE_URL and SUPABASE_ANON_KEY are set' })).toContainText('fine');
  await expect(page.getByRole('meter', { name: /^Photos: [\d.]+ MB of the free plan's 1 GB$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-health');
});

test("the owner moves the dinner to 19:30, previews and publishes: Rosa's page shows it within seconds", { tag: '@phone' }, async ({ page, request }) => {
  const rosa = `${site.baseUrl}/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01`;
  expect(await (await request.get(rosa)).text()).not.toContain('19:30');
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'The wedding' }).click();
  const dinner = page.getByRole('group', { name: 'Dinner' });
  await expect(dinner.getByLabel('Start')).toHaveValue('19:00');
  await dinner.getByLabel('Start').fill('19:30');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  // The preview names the change as the form labels it, and publishes nothing yet.
  const preview = page.getByRole('region', { name: 'Publish these changes?' });
  await expect(preview.getByRole('listitem')).toHaveText(['Dinner: StartNow: 19:00After publishing: 19:30']);
  expect(await (await request.get(rosa)).text()).not.toContain('19:30');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-wedding-preview');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText("Published. Every guest's page shows it now.");
  await expect.poll(async () => (await request.get(rosa)).text(), { timeout: 20_000 }).toContain('19:30');
  await expect(page.getByRole('group', { name: 'Dinner' }).getByLabel('Start')).toHaveValue('19:30');
  // The greeting is chosen from the gallery's photos by their captions; a story's or a guest's own are never offered.
  const hero = page.getByRole('group', { name: "The greeting's photo" });
  await expect(hero.getByRole('radio', { name: 'Inês and Kenji by the Douro' })).toBeChecked();
  expect(await hero.locator('label').allTextContents()).toEqual(["None chosen: the site's usual photo", 'Inês and Kenji by the Douro', 'The Ribeira at dusk', 'Vines at the quinta']);

  // A part left without a start is refused beside its field, and nothing is written.
  await page.reload();
  await page.getByRole('group', { name: 'Ceremony' }).getByLabel('Start').fill('14:45');
  await page.getByRole('group', { name: 'Party' }).getByLabel('Start').fill('');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByRole('group', { name: 'Party' }).getByRole('alert')).toContainText('is required');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  const after = await (await request.get(rosa)).text();
  expect(after).toContain('15:00');
  expect(after).not.toContain('14:45');
});

test('without JavaScript, the wedding still previews and publishes', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'The wedding' }).click();
  await page.getByLabel('Usual low (°C)').fill('16');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(page.getByRole('region', { name: 'Publish these changes?' }).getByRole('listitem')).toHaveText(['Weather: Usual lowNow: 15After publishing: 16']);
  await expect(page.getByLabel('Usual low (°C)')).toHaveValue('16');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText("Published. Every guest's page shows it now.");
  await page.goto(`${site.baseUrl}/desk/wedding`);
  await expect(page.getByLabel('Usual low (°C)')).toHaveValue('16');
  await context.close();
});

test('without JavaScript, the desk still shows every guest and the form to add one', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A slow backend, as a phone meets it: a browser without script is still sent the guests in the page itself.
  standIn.setLatency(150);
  try {
    await signIn(page, OWNER.email, OWNER.password);
    for (const name of ['Rosa Martins', 'Jonas Becker']) await expect(guestList(page).getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    standIn.setLatency(0);
  }
  await expect(page.getByText('Reading the guests…')).toBeHidden();
  await page.getByText('Add guest', { exact: true }).click();
  await expect(page.getByRole('form', { name: 'Add guest' }).getByLabel('Name', { exact: true })).toBeVisible();
  await context.close();
});

test("the owner records Rosa's answer from WhatsApp, and the desk counts her for every part she is invited to", { tag: '@phone' }, async ({ page, request }) => {
  await signIn(page, OWNER.email, OWNER.password);
  const replies = page.getByRole('table', { name: 'Replies' });
  const ceremony = replies.getByRole('row', { name: /Ceremony/ });
  // Three of the five are invited to the ceremony: Jonas and Lucía come to the party only.
  await expect(ceremony.getByRole('cell')).toHaveText(['0', '0', '3']);
  await guestList(page).getByRole('link', { name: 'Rosa Martins', exact: true }).click();
  // Her language (pt-PT, none of the site's eight) stands in her details as it is stored.
  await expect(page.getByRole('form', { name: 'Change Rosa Martins' }).locator('select[name="language"]')).toHaveValue('pt-PT');
  const form = page.getByRole('form', { name: 'Their reply' });
  await form.getByLabel('Coming', { exact: true }).check();
  await form.getByLabel('How many are coming').fill('2');
  await form.getByLabel('Note (a diet, a question…)').fill('vegetarian');
  await shoot(page, 'desk-reply');
  await form.getByRole('button', { name: 'Save reply' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: Rosa Martins, coming, 2.');
  await page.getByRole('link', { name: '← Guests' }).click();
  await expect(guestList(page).getByRole('listitem').filter({ hasText: 'Rosa Martins' })).toContainText('Coming · 2');
  // Rosa is invited to the whole day: two people at each part.
  for (const part of ['Ceremony', 'Dinner', 'Party']) await expect(replies.getByRole('row', { name: new RegExp(part) }).getByRole('cell').first()).toHaveText('2');
  await shoot(page, 'desk-counts');
  // Her page stays information only: nothing of the reply reaches it.
  expect(await (await request.get(`${site.baseUrl}/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01`)).text()).not.toContain('vegetarian');
  // A guest's session reads no reply through the REST API either.
  const rest = await request.get(`${standIn.url}/rest/v1/guest_replies?select=*`, { headers: { apikey: standIn.anonKey, 'x-guest-id': '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01' } });
  expect(rest.ok()).toBe(false);
});

test('the owner downloads the whole wedding as one file: every guest, every photo, a guest\'s own too', { tag: '@phone' }, async ({ page, request }) => {
  expect((await request.get(`${site.baseUrl}/desk/backup`)).status()).toBe(401);
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Backups' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download a backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wedding-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as { kind: string; rows: Record<string, number>; files: number };
  const guests = JSON.parse(Buffer.from(files['rows/guests.json']!).toString('utf8')) as { name: string }[];
  expect(manifest.kind).toBe('supabase');
  expect(guests.map((g) => g.name).sort()).toEqual(expect.arrayContaining(['Rosa Martins', 'Jonas Becker']));
  expect(manifest.rows.guests).toBe(guests.length);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['files/gallery/ribeira.jpg', 'files/story/2019-tram.jpg', 'files/guest-photos/tia-rosa/porto-1.jpg']));
  expect(Object.keys(files).filter((n) => n.startsWith('files/'))).toHaveLength(manifest.files);
});

test("QR cards: one per guest, each code reading back as that guest's own link, with their card line in their language", { tag: '@phone' }, async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'QR cards to print' }).click();
  const cards = page.getByRole('region', { name: 'Cards' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
  expect(names).toEqual(expect.arrayContaining(['Rosa Martins', 'Jonas Becker', 'ليلى حداد']));
  const rosa = page.getByRole('article', { name: 'Rosa Martins' });
  const code = await rosa.getByRole('img', { name: "QR code of Rosa Martins's link" }).screenshot();
  const { data, info } = await sharp(code).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(`${site.baseUrl}/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01`);
  await expect(rosa.locator('p[lang]')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('article', { name: 'ليلى حداد' }).locator('p[lang]')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-cards');
});

test('the owner invites a helper, who sees the same guests in another browser until the owner removes them', { tag: '@phone' }, async ({ page, browser }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Their e-mail').fill('planner@example.com');
  await page.getByRole('button', { name: 'Make an invite link' }).click();
  const invite = (await page.getByRole('main').getByRole('status').locator('code').textContent())!;
  await shoot(page, 'desk-members');
  expect(invite).toMatch(/\/desk\/invite\/[0-9a-f]{64}$/);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
  const helper = await other.newPage();
  await helper.goto(invite);
  await helper.getByLabel('Password').fill('the planner password');
  await helper.getByRole('button', { name: 'Set password' }).click();
  await expect(guestList(helper).getByRole('listitem')).toHaveCount(GUESTS.length);
  // The whole wedding's archive is the owners' alone.
  await expect(helper.getByRole('link', { name: 'Backups' })).toHaveCount(0);
  expect((await helper.request.get(`${site.baseUrl}/desk/backup`)).status()).toBe(403);
  await guestList(helper).getByRole('link', { name: 'Jonas Becker', exact: true }).click();
  const reply = helper.getByRole('form', { name: 'Their reply' });
  await reply.getByLabel('Note (a diet, a question…)').fill('arrives late');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('planner@example.com · helper');
  await page.getByText('Remove planner@example.com', { exact: true }).click();
  await page.getByRole('button', { name: 'Remove planner@example.com now' }).click();
  await expect(page.getByRole('list', { name: 'Members' })).not.toContainText('planner@example.com');

  // Removed, the helper is told so, not asked to sign in again: on a form open before, then on the page.
  await reply.getByRole('button', { name: 'Save reply' }).click();
  await expect(reply.getByRole('alert')).toHaveText("This account is no longer one of the wedding's members: nothing was changed.");
  await helper.reload();
  await expect(helper.getByText("This account is not (or no longer) one of the wedding's members.")).toBeVisible();
  await expect(guestList(helper)).toHaveCount(0);
  await other.close();
});

test("the owner imports the family's spreadsheet: every bad row named at once, then the new guests' links greet them", { tag: '@phone' }, async ({ page, request }) => {
  await signIn(page, OWNER.email, OWNER.password);
  // The list streams in after its heading: the heading's count is the one to start from.
  const before = Number(/\d+/.exec((await page.getByRole('heading', { name: /^Guests \(\d+\)$/ }).textContent()) ?? '')?.[0]);
  await page.getByRole('link', { name: 'Import guests from a spreadsheet' }).click();
  // Excel's "CSV UTF-8": a byte order mark, semicolons, a message over two lines (one row of the sheet); a row
  // without a name, one naming a part the day lacks.
  const file = 'name;language;invited_to;personal_message\nGiulia Bianchi;it;ceremony;"Cara Giulia,\nti aspettiamo!"\n;pt;;\nMarco Rossi;it;boat;\n';
  await page.getByLabel('Choose the file (CSV)').setInputFiles({ name: 'ospiti.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${file}`) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const problems = page.getByRole('list', { name: 'Problems' }).getByRole('listitem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText(/^row 3: the name is empty/);
  await expect(problems.nth(1)).toContainText(/^row 4 \(Marco Rossi\): .*boat/);
  await expect(page.getByLabel('Or paste its text')).toHaveValue(file);

  await page.getByLabel('Or paste its text').fill('name;language;invited_to;personal_message\nGiulia Bianchi;it;ceremony;"Cara Giulia,\nti aspettiamo!"\nMarco Rossi;it;party;\n');
  await page.getByRole('button', { name: 'Check the file' }).click();
  // Each new guest with what their invitation will hold: their parts of the day and their message.
  await expect(page.getByRole('list', { name: 'Added' }).getByRole('listitem')).toHaveText([
    'Giulia Bianchirow 2 · Italian (italiano)Invited to: CeremonyMessage: “Cara Giulia, ti aspettiamo!”',
    'Marco Rossirow 3 · Italian (italiano)Invited to: Party',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-import');
  await page.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("Imported: 2 added, 0 updated, 0 unchanged.");

  await page.getByRole('link', { name: 'Back to the guests' }).click();
  await expect(guestList(page).getByRole('listitem')).toHaveCount(before + 2);
  await guestList(page).getByRole('link', { name: 'Giulia Bianchi', exact: true }).click();
  const link = (await page.locator('.desk-link a').textContent())!;
  expect(await (await request.get(link)).text()).toContain('Giulia Bianchi');
});
