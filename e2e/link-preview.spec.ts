import { expect, test } from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { GUESTS, invitePath } from './support/demo';

/** The user agents the messaging apps fetch previews with (iMessage sends the Facebook/Twitter pair). */
const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Telegram: 'TelegramBot (like TwitterBot)',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  Discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  X: 'Twitterbot/1.0',
  LinkedIn: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  iMessage: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
} as const;

/** Every major search engine's crawler, by the name its robots directives answer to. */
const SEARCH_ENGINES = ['googlebot', 'bingbot', 'yandex', 'baiduspider', 'applebot', 'duckduckbot', 'yeti', 'seznambot', 'sogou', 'petalbot'];

const FIRST_BYTES = 32 * 1024;
const TITLE = 'Wedding Invitation - Amelia & Daniel';
const DESCRIPTION = "You're invited to celebrate the wedding of Amelia and Daniel. Join us for our special day!";

/** The <head> as a crawler that reads only the first 32 KB sees it. */
function headWithin32k(html: string): string {
  const start = Buffer.from(html).subarray(0, FIRST_BYTES).toString('utf8');
  const end = start.indexOf('</head>');
  expect(end, 'the whole <head> arrives within the first 32 KB').toBeGreaterThan(0);
  return `${start.slice(0, end)}</head><body></body></html>`;
}

test.describe('link previews', { tag: '@desktop' }, () => {
  // One run is enough: crawlers have no viewport.
  for (const [app, userAgent] of Object.entries(CRAWLERS)) {
    test(`${app} finds the couple's preview card, absolute and without the guest's details`, async ({ request, baseURL }) => {
      const response = await request.get(invitePath(GUESTS.margaret.id), { headers: { 'User-Agent': userAgent } });
      expect(response.status()).toBe(200);
      const head = headWithin32k(await response.text());
      const { result } = await ogs({ html: head });

      expect(result.ogTitle).toBe(TITLE);
      expect(result.ogDescription).toBe(DESCRIPTION);
      expect(result.ogType).toBe('website');
      expect(result.ogUrl).toBe(`${baseURL}${invitePath(GUESTS.margaret.id)}`);
      expect(result.twitterCard).toBe('summary_large_image');
      const image = result.ogImage?.[0];
      expect(image?.url).toMatch(new RegExp(`^${baseURL}/share/image\\.jpg`));
      expect(String(image?.width)).toBe('1200');
      expect(String(image?.height)).toBe('630');
      expect(head).toContain('property="og:image:alt" content="Amelia &amp; Daniel"');
      expect(head).toMatch(/<title>Wedding Invitation - Amelia &amp; Daniel<\/title>/);

      // Messaging apps keep previews on their servers: nothing about the guest.
      expect(head).not.toContain(GUESTS.margaret.name);
      expect(head).not.toContain('Aunt Maggie');
      // Search engines only: a generic robots noindex would stop Telegram's preview.
      expect(head).not.toMatch(/<meta name="robots"/);
      for (const bot of SEARCH_ENGINES) {
        expect(head, `a ${bot} meta tag`).toContain(`<meta name="${bot}" content="noindex, nofollow"/>`);
        expect(response.headers()['x-robots-tag'], `a ${bot} header`).toContain(`${bot}: noindex, nofollow`);
      }
      expect(response.headers()['x-robots-tag']).not.toMatch(/(^|,\s*)noindex/);
    });
  }

  test('the sharing image is a 1200×630 JPEG under 300 KB, answered whole and cacheable', async ({ request }) => {
    const page = await request.get(invitePath(GUESTS.tom.id), { headers: { 'User-Agent': CRAWLERS.WhatsApp } });
    const { result } = await ogs({ html: headWithin32k(await page.text()) });
    const url = result.ogImage?.[0]?.url as string;

    const image = await request.get(url, { headers: { 'User-Agent': CRAWLERS.WhatsApp }, maxRedirects: 0 });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const body = await image.body();
    expect(Number(image.headers()['content-length'])).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThanOrEqual(300 * 1024);
    expect(image.headers()['cache-control']).toMatch(/max-age=(\d{7,})/);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  test('the page icon is a small square crop of the same photo', async ({ request }) => {
    const html = await (await request.get(invitePath(GUESTS.rosa.id), { headers: { 'User-Agent': CRAWLERS.X } })).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/\/share\/icon\.png/);
    const icon = await request.get(href as string);
    expect(icon.status()).toBe(200);
    const meta = await sharp(await icon.body()).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeLessThanOrEqual(256);
  });

  test('the no-access page shares the generic invitation text', async ({ request, baseURL }) => {
    const response = await request.get('/', { headers: { 'User-Agent': CRAWLERS.Telegram } });
    const { result } = await ogs({ html: headWithin32k(await response.text()) });
    expect(result.ogTitle).toBe('Wedding Invitation');
    expect(result.ogDescription).toBe("You're invited to celebrate our special day!");
    expect(result.ogUrl?.replace(/\/$/, "")).toBe(baseURL);
    expect(result.ogImage?.[0]?.url).toMatch(new RegExp(`^${baseURL}/share/image\\.jpg`));
  });

  test('an unknown guest is a 404 for crawlers, with no invitation in it', async ({ request }) => {
    const response = await request.get(invitePath('0f0f0a27-d393-4761-ab2a-bce4644a448d'), {
      headers: { 'User-Agent': CRAWLERS.WhatsApp },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Dear');
  });

  test('robots.txt lets crawlers fetch invitation pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).not.toMatch(/Disallow:\s*\/(invite)?\s*$/m);
  });
});
