import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import arabic from '../messages/ar.json';
import hebrew from '../messages/he.json';
import japanese from '../messages/ja.json';
import { phonePhoto } from '../tests/support/phone-photos';
import { waitForSavedCopy } from './support/offline';
import { facesOf } from './support/platform-fonts';
import { shoot } from './support/shots';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

/**
 * The day itself and the day after, on a couple's own wedding (Inês & Kenji's, moved to a June Saturday in Lisbon's
 * time): a ceremony at the church, lunch at the quinta, a party there until 02:00. The phones are set to New York's
 * time; their clocks (page.clock) say where in the day each guest is. Notices and the day's photos come from the desk.
 */

const DAY = '2027-06-12';
const AFTER = '2027-06-13';
/** Lisbon's wall time in June (UTC+1) as an instant. */
const lisbon = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

const GUESTS = {
  ceremony: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01', name: 'Rui Almeida', language: 'en', invited_to: ['ceremony'] },
  lunchParty: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c02', name: 'Beatriz Costa', language: 'pt-PT', invited_to: ['lunch', 'party'] },
  party: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c03', name: 'Miguel Santos', language: 'en', invited_to: ['party'] },
};
/** Party guests who read Japanese, Hebrew and Arabic. */
const READERS = {
  ja: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c04', name: '佐藤 美咲', language: 'ja', invited_to: ['party'] },
  he: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c05', name: 'נועה כהן', language: 'he', invited_to: ['party'] },
  ar: { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c06', name: 'ليلى حداد', language: 'ar', invited_to: ['party'] },
};
const OWNER = { email: 'ines@example.com', password: 'a long password for Porto' };
const NOTICE = { en: 'The boat leaves the pier at 19:30', pt: 'O barco sai do cais às 19:30' };

async function theirDay(content: string) {
  const file = path.join(content, 'wedding.json');
  const wedding = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const church = wedding.wedding!.venue;
  const quinta = { name: 'Quinta da Aveleda', address: 'Rua da Aveleda 2, 4560-570 Penafiel, Portugal', coordinates: { lat: 41.2064, lng: -8.3097 } };
  wedding.wedding = {
    ...wedding.wedding,
    date: DAY,
    endTime: '02:00',
    venue: church,
    parts: [
      { id: 'ceremony', name: 'Ceremony', start: '11:00', end: '12:00', translations: { pt: { name: 'Cerimónia' } } },
      { id: 'lunch', name: 'Lunch', start: '13:00', end: '17:00', venue: quinta, translations: { pt: { name: 'Almoço' } } },
      { id: 'party', name: 'Party', start: '20:00', end: '02:00', venue: quinta, translations: { pt: { name: 'Festa' } } },
    ],
    thanks: { note: 'Obrigado por terem vindo! Inês & Kenji', translations: { en: { note: 'Thank you for coming! Inês & Kenji' } } },
  };
  await writeFile(file, JSON.stringify(wedding, null, 2));
  const guests = [...Object.values(GUESTS), ...Object.values(READERS)].map((g) => ({ ...g, personal_message: null, photo_dir: null }));
  await writeFile(path.join(content, 'guests.json'), JSON.stringify(guests, null, 2));
}

let desk: SiteDesk;
let couple: BrowserContext;
let deskPage: Page;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ timezoneId: 'America/New_York' });

test.beforeAll(async ({ browser }) => {
  // Phone only: a guest on their phone, at 390 px.
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-the-day-', theirDay);
  couple = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  deskPage = await couple.newPage();
  await deskPage.goto(await desk.ownerInvite(OWNER.email));
  await deskPage.getByLabel('Password').fill(OWNER.password);
  await deskPage.getByRole('button', { name: 'Set password' }).click();
  await expect(deskPage).toHaveURL(`${desk.site.baseUrl}/desk`);
});
test.afterAll(async () => {
  await couple?.close();
  await desk?.stop();
});

const invite = (id: string) => `${desk.site.baseUrl}/invite/${id}`;
const yourDay = (page: Page, name = 'Your day') => page.getByRole('region', { name });
const notices = (page: Page) => page.getByRole('region', { name: /From the couple|Da parte dos noivos/ });

async function openAt(page: Page, guestId: string, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto(invite(guestId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Posted as the couple's desk stores it, straight into the project: the site reads it within its 15 s and the page at its next ask. */
async function postNotice(texts: Record<string, string>, language: string) {
  const key = desk.standIn.serviceKey;
  const response = await fetch(`${desk.standIn.url}/rest/v1/announcements`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ part: 'party', language, texts }),
  });
  expect(response.status).toBe(201);
}

/** Whether `first` is drawn left of `second` in an element's own text. */
const leftToRight = (element: Locator, first: string, second: string) =>
  element.evaluate(
    (el, [a, b]) => {
      const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode()!;
      const left = (word: string, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return range.getBoundingClientRect().left;
      };
      const text = node.textContent!;
      return left(a!, text.indexOf(a!)) < left(b!, text.lastIndexOf(b!));
    },
    [first, second],
  );

/** The characters the page's own Japanese face was cut to, from its stylesheets' unicode-range. */
const cutTo = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => {
        const range = rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Script Serif') ? rule.style.getPropertyValue('unicode-range') : '';
        return range.split(',').filter(Boolean).flatMap((part) => {
          const [from, to = from] = part.trim().slice(2).split('-').map((h) => parseInt(h, 16));
          return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
        });
      }),
    ),
  );

test('a month before, no page says Now or Next', { tag: '@phone' }, async ({ page }) => {
  for (const guest of Object.values(GUESTS)) {
    await openAt(page, guest.id, lisbon('2027-05-12', '14:00'));
    await expect(page.getByText(/^(Now|Next|Agora|A seguir)$/)).toHaveCount(0);
    await expect(page.getByText('Please let us know by')).toHaveCount(guest.language === 'en' ? 1 : 0);
  }
});

test("at 09:00 on the day, a ceremony guest's page shows the ceremony as Next, with its time and place, and no other part", { tag: '@phone' }, async ({ page }) => {
  await openAt(page, GUESTS.ceremony.id, lisbon(DAY, '09:00'));
  const day = yourDay(page);
  await expect(day.getByText('Next', { exact: true })).toBeVisible();
  await expect(day.getByRole('heading', { name: 'Ceremony 11:00' })).toBeVisible();
  await expect(day).toContainText('Igreja de São Francisco');
  await expect(day).toContainText('Starts in 2 hr');
  await expect(day.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /41\.1408/);
  await expect(day.getByText('Now', { exact: true })).toHaveCount(0);
  // Nothing of the other parts reached the phone: not in the page, not in its payload.
  const sent = await page.content();
  for (const other of ['Lunch', 'Party', 'Almoço', 'Festa', 'Quinta da Aveleda', '20:00']) expect(sent, other).not.toContain(other);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'day-next');
});

test("at 14:00, a lunch-and-party guest's page shows the lunch as Now and the party as Next, in her language", { tag: '@phone' }, async ({ page }) => {
  await openAt(page, GUESTS.lunchParty.id, lisbon(DAY, '14:00'));
  const day = yourDay(page, 'O seu dia');
  await expect(day.getByRole('article').first()).toContainText('Agora');
  await expect(day.getByRole('heading', { name: 'Almoço 13:00' })).toBeVisible();
  await expect(day.getByRole('article').nth(1)).toContainText('A seguir');
  await expect(day.getByRole('heading', { name: 'Festa 20:00' })).toBeVisible();
  await expect(day).toContainText('Quinta da Aveleda');
  await expect(day.getByText('Cerimónia')).toHaveCount(0);
  await shoot(page, 'day-now-next');
});

test("at 01:00 after midnight, a party guest's page still shows the party as Now", { tag: '@phone' }, async ({ page }) => {
  await openAt(page, GUESTS.party.id, lisbon(AFTER, '01:00'));
  const day = yourDay(page);
  await expect(day.getByText('Now', { exact: true })).toBeVisible();
  await expect(day.getByRole('heading', { name: /^Party 20:00/ })).toBeVisible();
  await expect(day.getByText('Next', { exact: true })).toHaveCount(0);
});

test("a notice for the party's guests reaches a party guest's page, open and offline, and no ceremony guest's; withdrawn, it is gone", { tag: '@phone' }, async ({ browser }) => {
  // Miguel opened his invitation before the couple posted, then lost his signal.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
  const miguel = await phone.newPage();
  await miguel.clock.install({ time: lisbon(DAY, '18:00') });
  await miguel.goto(invite(GUESTS.party.id));
  await expect(yourDay(miguel).getByRole('heading', { name: /^Party/ })).toBeVisible();
  await expect(notices(miguel)).toHaveCount(0);
  await phone.setOffline(true);

  await deskPage.getByRole('link', { name: 'Notices' }).click();
  await deskPage.getByLabel('For').selectOption({ label: 'The guests of Party' });
  await deskPage.getByLabel(/^In European Portuguese/).fill(NOTICE.pt);
  await deskPage.getByLabel(/^In English/).fill(NOTICE.en);
  await deskPage.getByRole('button', { name: 'Post the notice' }).click();
  // Before it goes out: the party's Hebrew, Arabic and Japanese readers would read the wedding's Portuguese.
  const readers = deskPage.getByRole('list', { name: 'Who reads it' });
  await expect(readers).toContainText('Would read it in European Portuguese (português europeu), not their own language: 3');
  await expect(readers).toContainText('Read it in English: 1 (Miguel Santos)');
  await deskPage.getByRole('button', { name: 'Post it as it is' }).click();
  await expect(deskPage.getByRole('status')).toHaveText("Posted: the guests of Party see it on their invitation within a minute.");
  await expect(deskPage.getByRole('listitem').filter({ hasText: NOTICE.en })).toContainText('The guests of Party');
  expect(await deskPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(deskPage, 'desk-notices');

  // Back online, his page asks at once.
  await phone.setOffline(false);
  await expect(notices(miguel)).toContainText(NOTICE.en, { timeout: 15_000 });

  // A fresh page: the party guests read it in their own language; the ceremony guest never gets it.
  const page = await phone.newPage();
  await page.clock.setFixedTime(lisbon(DAY, '18:05'));
  await page.goto(invite(GUESTS.lunchParty.id));
  await expect(notices(page)).toContainText(NOTICE.pt);
  await page.goto(invite(GUESTS.ceremony.id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.content()).not.toContain(NOTICE.en);
  expect(await (await page.request.get(`${invite(GUESTS.ceremony.id)}/notices`)).json()).toEqual({ notices: [] });
  await shoot(miguel, 'day-notice');

  // Withdrawn: gone from the open page at its next ask (every half minute), and from a fresh one.
  await deskPage.getByRole('button', { name: "Withdraw from guests' pages" }).click();
  await expect(deskPage.getByRole('listitem').filter({ hasText: NOTICE.en })).toContainText('withdrawn');
  await miguel.clock.fastForward(31_000);
  await expect(notices(miguel)).toHaveCount(0);
  await page.goto(invite(GUESTS.lunchParty.id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notices(page)).toHaveCount(0);
  await phone.close();
});

const FIREWORKS = { ja: '午前零時、庭園で花火を打ち上げます。駐車場は満車です。', pt: 'À meia-noite há fogo de artifício no jardim. O parque de estacionamento está cheio.' };

test("a notice in Japanese and Portuguese only: the Japanese guest's page draws its new letters in its own face, live and reloaded; no other guest is given the Japanese", { tag: '@phone' }, async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
  const page = await phone.newPage();
  await page.clock.install({ time: lisbon(DAY, '22:00') });
  await page.goto(invite(READERS.ja.id));
  await expect(yourDay(page, japanese.day.label)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const unseen = [...'庭園駐満'].filter((c) => FIREWORKS.ja.includes(c));
  expect(unseen).toHaveLength(4);
  expect((await cutTo(page)).filter((c) => unseen.includes(c))).toEqual([]);

  // Posted with the English box left empty: the form kept the Japanese as the one "written first".
  await postNotice({ ja: FIREWORKS.ja, 'pt-PT': FIREWORKS.pt }, 'ja');
  const notice = page.getByRole('region', { name: japanese.notices.label }).getByText(FIREWORKS.ja);
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(31_000);
        return notice.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const ownFace = async () => {
    await notice.evaluate((el) => el.setAttribute('data-drawn-in', ''));
    return [...new Set(await facesOf(page, '[data-drawn-in]'))];
  };
  await expect.poll(ownFace, { timeout: 20_000 }).toEqual([expect.stringMatching(/^Noto Serif JP/)]);
  await shoot(page, 'day-notice-ja');
  await page.reload();
  await expect(notice).toBeVisible();
  await expect.poll(ownFace, { timeout: 20_000 }).toEqual([expect.stringMatching(/^Noto Serif JP/)]);
  expect((await cutTo(page)).filter((c) => unseen.includes(c)).sort()).toEqual([...unseen].sort());

  // The English and the Hebrew guest read the wedding's Portuguese, never the Japanese.
  for (const [guest, label] of [[GUESTS.party, 'From the couple'], [READERS.he, hebrew.notices.label]] as const) {
    const other = await phone.newPage();
    await other.clock.setFixedTime(lisbon(DAY, '22:05'));
    await other.goto(invite(guest.id));
    await expect(other.getByRole('region', { name: label })).toContainText(FIREWORKS.pt, { timeout: 20_000 });
    expect(await other.content()).not.toContain(FIREWORKS.ja);
    expect(JSON.stringify(await (await other.request.get(`${invite(guest.id)}/notices`)).json())).not.toContain(FIREWORKS.ja);
    if (guest === READERS.he) await shoot(other, 'day-notice-he');
    await other.close();
  }
  await phone.close();
});

test('in Hebrew and Arabic the Now card reads the party from its start to its end, as the date card does', { tag: '@phone' }, async ({ page }) => {
  for (const [guest, words, start, end] of [[READERS.he, hebrew, '20:00', '2:00'], [READERS.ar, arabic, '8:00', '2:00']] as const) {
    await openAt(page, guest.id, lisbon(DAY, '21:00'));
    const now = yourDay(page, words.day.label).getByRole('article').first();
    await expect(now).toContainText(words.day.now);
    const time = now.locator('.day-time');
    await expect(time).toContainText(start);
    const dateCard = page.locator('#preview [data-row="party"] dd');
    // Hebrew's digits run left to right; Arabic's times, with their م and ص, right to left.
    expect(await leftToRight(time, start, end), guest.language).toBe(guest.language === 'he');
    expect(await leftToRight(dateCard, start, end), guest.language).toBe(guest.language === 'he');
    await shoot(page, `day-now-${guest.language}`);
  }
});

test("the morning after, a party guest's page is the couple's thank-you with the day's photos, and asks for no reply by a date", { tag: '@phone' }, async ({ page }) => {
  await deskPage.goto(`${desk.site.baseUrl}/desk`);
  await deskPage.getByRole('link', { name: 'Story & gallery' }).click();
  await deskPage.getByLabel('Photo', { exact: true }).last().setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  await deskPage.getByRole('button', { name: "Add to the day's photos" }).click();
  await expect(deskPage.getByRole('status').last()).toContainText("Added IMG_2041.jpg to the day's photos. Guests see it now.");

  await openAt(page, GUESTS.party.id, lisbon(AFTER, '10:00'));
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByText('Thank you for coming! Inês & Kenji')).toBeVisible();
  await expect(yourDay(page)).toHaveCount(0);
  await expect(page.getByText('Please let us know by')).toHaveCount(0);
  // The wedding told as done; no reply asked for; last night's notice (the fireworks, never withdrawn) gone.
  await expect(page.getByText('got married!')).toBeVisible();
  await expect(page.getByText(/getting married/)).toHaveCount(0);
  for (const asking of ['Kindly reply', 'Reply by', 'RSVP']) await expect(page.getByText(asking, { exact: true })).toHaveCount(0);
  await expect(page.locator('#rsvp').getByRole('heading', { name: 'Keep in touch' })).toBeVisible();
  await expect(notices(page)).toHaveCount(0);
  await expect(page.getByText(FIREWORKS.pt)).toHaveCount(0);
  // Memories holds the day's photo, prepared small and without its camera's details, theirs to keep.
  const memories = page.locator('#memories');
  await expect(memories.getByRole('listitem')).toHaveCount(1);
  await memories.getByRole('button').first().click();
  const download = page.getByRole('link', { name: 'Download this photo' });
  await expect(download).toBeVisible();
  const photo = await page.request.get(new URL((await download.getAttribute('href'))!, page.url()).href);
  const meta = await sharp(await photo.body()).metadata();
  expect(meta.width).toBeLessThanOrEqual(1600);
  expect(meta.exif).toBeUndefined();
  await shoot(page, 'day-thanks');

  // In her language, Beatriz's.
  await openAt(page, GUESTS.lunchParty.id, lisbon(AFTER, '10:00'));
  await expect(page.getByText('Obrigado por terem vindo! Inês & Kenji')).toBeVisible();
  await expect(page.getByText('casaram!')).toBeVisible();
  await expect(page.getByText('vão casar!')).toHaveCount(0);
  await expect(notices(page)).toHaveCount(0);
  await shoot(page, 'day-after-pt');
  await openAt(page, READERS.he.id, lisbon(AFTER, '10:00'));
  await expect(page.getByText(hebrew.greeting.marriedAfter)).toBeVisible();
  await expect(page.getByText(hebrew.rsvp.kicker)).toHaveCount(0);
  await shoot(page, 'day-after-he');
});

test('loaded before the day and reloaded offline at 14:00 on the day, a lunch guest sees the lunch as Now', { tag: '@phone' }, async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
  const page = await phone.newPage();
  // Opened on the machine's own clock, months before the day (a fake clock would hide the page's files from the worker's list).
  await page.goto(invite(GUESTS.lunchParty.id));
  await expect(yourDay(page, 'O seu dia')).toHaveCount(0);
  await waitForSavedCopy(page, `/invite/${GUESTS.lunchParty.id}`);
  await phone.setOffline(true);
  await page.clock.setFixedTime(lisbon(DAY, '14:00'));
  await page.reload();
  await expect(page.getByText(/cópia guardada neste dispositivo/)).toBeVisible();
  await expect(yourDay(page, 'O seu dia').getByRole('heading', { name: 'Almoço 13:00' })).toBeVisible();
  await expect(yourDay(page, 'O seu dia').getByRole('article').first()).toContainText('Agora');
  await phone.close();
});
