import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import english from '../messages/en.json';
import arabic from '../messages/ar.json';
import polish from '../messages/pl.json';
import vietnamese from '../messages/vi.json';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { afterTheSwap } from './support/layout-shifts';
import { englishFragments, everythingSaid, OUR_FACES, readToTheEnd } from './support/language-checks';
import { pageFaces } from './support/platform-fonts';

/**
 * The demo's Polish, Vietnamese and Arabic guests read their whole invitation in their language, at
 * 390 and 1280 px (the two projects): no English interface text left, their dates, their faces, and
 * for Arabic a page that reads right to left.
 */

const READERS = [
  { guest: GUESTS.zofia, lang: 'pl', dir: 'ltr', words: polish, date: '27 listopada 2025', deadline: 'poniedziałek, 27 października 2025', ceremony: '10:30' },
  { guest: GUESTS.khoa, lang: 'vi', dir: 'ltr', words: vietnamese, date: '27 tháng 11, 2025', deadline: 'Thứ Hai, 27 tháng 10, 2025', ceremony: '10:30', shared: ['Email'] },
  { guest: GUESTS.layla, lang: 'ar', dir: 'rtl', words: arabic, date: '27 نوفمبر 2025', deadline: 'الاثنين، 27 أكتوبر 2025', ceremony: '10:30 ص' },
] as const;

test.beforeEach(async ({ page }) => {
  // The map is someone else's page: keep it off the network.
  await page.route('https://www.google.com/**', (route) => route.abort());
});

for (const reader of READERS) {
  test.describe(`a ${reader.lang} guest`, () => {
    // Reading to the end and asking every text for its faces: up to 28 s on two busy cores, near the default 30 s.
    test.describe.configure({ timeout: 60_000 });
    test('reads the whole invitation in their language, in the page’s own faces, with nothing sideways', async ({ page, consoleGuard }) => {
      consoleGuard.allowFailedLoad(/google\.com/);
      await page.goto(invitePath(reader.guest.id));
      await expect(page.locator('html')).toHaveAttribute('lang', reader.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', reader.dir);
      await expect(page.locator('header')).toContainText(reader.guest.name);
      await readToTheEnd(page);

      // The date card, the schedule's times and the deadline, written the way the language writes them.
      await expect(page.locator('#preview')).toContainText(reader.date);
      await expect(page.locator('#preview [data-row="ceremony"] dd')).toHaveText(reader.ceremony);
      await expect(page.locator('#rsvp')).toContainText(reader.deadline);
      await expect(page.locator('#story h2')).toHaveText(reader.words.story.title);

      const said = await everythingSaid(page);
      expect(englishFragments('shared' in reader ? [...reader.shared] : []).filter((fragment) => said.includes(fragment))).toEqual([]);

      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      const drawn = await pageFaces(page, OUR_FACES);
      expect(drawn.glyphs).toBeGreaterThan(400);
      expect(drawn.foreign).toEqual([]);
    });

    // At the guests' width; accessibility.spec.ts audits the English page at both.
    test('has no accessibility violations, the lightbox open too', { tag: '@phone' }, async ({ page }) => {
      // Two whole-page axe audits: up to 46 s on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.goto(invitePath(reader.guest.id));
      await readToTheEnd(page);
      const audit = async () =>
        (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await audit()).toEqual([]);
      await page.getByRole('button', { name: reader.words.memories.view.replace('{number}', '1') }).click();
      await expect(page.getByRole('dialog', { name: reader.words.memories.title })).toBeVisible();
      expect(await audit()).toEqual([]);
    });
  });
}

test('an Arabic guest’s lightbox goes forward to the left: its buttons, arrow keys and swipes mirrored', { tag: '@phone' }, async ({ page }) => {
  await page.goto(invitePath(GUESTS.layla.id));
  await afterTheSwap(page);
  await page.locator('#story').scrollIntoViewIfNeeded();
  await page.locator('#story li button[aria-label]').first().click();
  const dialog = page.getByRole('dialog', { name: arabic.story.lightbox });
  const counter = dialog.locator('figcaption');
  await expect(counter).toHaveText('1 من 4');

  const previous = await dialog.getByRole('button', { name: arabic.lightbox.previous }).boundingBox();
  const next = await dialog.getByRole('button', { name: arabic.lightbox.next }).boundingBox();
  expect(next!.x).toBeLessThan(previous!.x);
  // The close button sits where the line ends: top left.
  expect((await dialog.getByRole('button', { name: arabic.lightbox.close }).boundingBox())!.x).toBeLessThan(100);

  await dialog.getByRole('button', { name: arabic.lightbox.next }).click();
  await expect(counter).toHaveText('2 من 4');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('3 من 4');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 من 4');

  // A finger drawn from left to right turns the page forward, as in an Arabic book.
  const frame = dialog.locator('figure').locator('..');
  const swipe = (from: number, to: number) =>
    frame.evaluate(
      (el, [a, b]) => {
        const at = (type: string, x: number) => el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: 300, pointerType: 'touch' }));
        at('pointerdown', a!);
        at('pointerup', b!);
      },
      [from, to],
    );
  await swipe(60, 300);
  await expect(counter).toHaveText('3 من 4');
  await swipe(300, 60);
  await expect(counter).toHaveText('2 من 4');
});

test("a Polish guest's calendar file and link preview are in Polish, and never name the guest", { tag: '@desktop' }, async ({ page, request }) => {
  const ics = await (await request.get(`/api/calendar/wedding-invitation.ics?guest=${GUESTS.zofia.id}`)).text();
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toContain('SUMMARY:Ślub – Amelia & Daniel');
  expect(unfolded).toContain('DESCRIPTION:Będzie nam bardzo miło świętować ten dzień razem z Tobą.\\n\\nCeremonia: 10:30\\nPrzemówienia: 12:00\\nObiad: 13:00');
  expect(unfolded).toContain('DESCRIPTION:Przypomnienie: Ślub – Amelia & Daniel');

  await page.goto(invitePath(GUESTS.zofia.id));
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe('Zaproszenie na ślub – Amelia & Daniel');
  expect(await meta('og:description')).toBe('Amelia i Daniel biorą ślub i zapraszają Cię do wspólnego świętowania. Bądź z nami w tym wyjątkowym dniu!');
  expect(await meta('og:locale')).toBe('pl_PL');
  const head = await page.locator('head').innerHTML();
  expect(head).not.toContain('Zofia');
  expect(head).not.toContain('Wiśniewska');

  // The Google and Outlook buttons carry the same Polish event.
  const google = new URL((await page.locator('#preview a[href^="https://calendar.google.com"]').getAttribute('href'))!);
  expect(google.searchParams.get('text')).toBe('Ślub – Amelia & Daniel');
  const manifest = await (await request.get(`${invitePath(GUESTS.layla.id)}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', description: arabic.meta.appDescription });
});

test.describe('the no-access page', () => {
  test('answers in Polish to a browser that asks for Polish, and says the answer depends on it', { tag: '@phone' }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'pl-PL', extraHTTPHeaders: { 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.5' } });
    const page = await context.newPage();
    const response = await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(polish.noAccess.title);
    await expect(page.locator('main')).toContainText(polish.noAccess.onlyByLink);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect(await page.title()).toBe(polish.meta.title);
    expect(response?.headers().vary).toMatch(/(^|,\s*)Accept-Language(,|$)/i);
    // An unknown link is the same notice, in the same language.
    await page.goto(invitePath('0f0f0a27-d393-4761-ab2a-bce4644a448d'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(polish.noAccess.title);
    await context.close();
  });

  test('answers in English to a browser that asks for nothing, or for a language the site does not speak', { tag: '@desktop' }, async ({ request }) => {
    for (const asked of [undefined, 'yo-NG,yo;q=0.9,sw;q=0.5']) {
      const response = await request.get('/', { headers: asked ? { 'Accept-Language': asked } : {} });
      const html = await response.text();
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(html).toContain(`<h1>${english.noAccess.title}</h1>`);
    }
  });

  test('answers each of the thirty languages in it, a Taiwanese browser in Traditional Chinese', { tag: '@desktop' }, async ({ request }) => {
    const asked: Record<string, string> = { 'zh-Hans': 'zh-CN,zh;q=0.9', 'zh-Hant': 'zh-TW,zh;q=0.9', nb: 'no,en;q=0.5' };
    for (const file of readdirSync('messages')) {
      const language = file.slice(0, -'.json'.length);
      const words = JSON.parse(readFileSync(`messages/${file}`, 'utf8')) as typeof english;
      const html = await (await request.get('/', { headers: { 'Accept-Language': asked[language] ?? language } })).text();
      expect(html, language).toContain(`<h1>${words.noAccess.title.replace(/'/g, '&#x27;')}</h1>`);
    }
  });

  test('draws a Japanese browser’s notice in the page’s own faces, every glyph', { tag: '@phone' }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await afterTheSwap(page);
    await page.evaluate(() => document.fonts.ready);
    const drawn = await pageFaces(page, OUR_FACES);
    expect(drawn.glyphs).toBeGreaterThan(20);
    expect(drawn.foreign).toEqual([]);
    await context.close();
  });

  test('is right to left for a browser that asks for Arabic', { tag: '@desktop' }, async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'Accept-Language': 'ar' } })).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(arabic.noAccess.title);
  });
});
