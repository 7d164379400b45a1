import { expect, test } from '@playwright/test';
import { checkHtml } from './support/html-checker';
import { GUESTS, invitePath, UNKNOWN_GUEST_ID } from './support/demo';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'TelegramBot (like TwitterBot)';

const PAGES = {
  home: '/',
  invitation: invitePath(GUESTS.margaret.id),
  'invitation-one-photo': invitePath(GUESTS.tom.id),
  'no-access': invitePath(UNKNOWN_GUEST_ID),
};

test.describe('the HTML every client receives', { tag: '@desktop' }, () => {
  // One run is enough: the server's HTML does not depend on the viewport.
  test('passes the Nu Html Checker with no errors, for a browser and for a crawler', async ({ request }) => {
    test.setTimeout(90_000);
    const documents: Record<string, string> = {};
    for (const [who, userAgent] of [['browser', BROWSER], ['crawler', CRAWLER]] as const) {
      for (const [name, path] of Object.entries(PAGES)) {
        const response = await request.get(path, { headers: { 'User-Agent': userAgent } });
        documents[`${who}-${name}`] = await response.text();
      }
    }
    expect(await checkHtml(documents)).toEqual([]);
  });

  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name}: title and meta tags in <head> for a browser, one <main>`, async ({ request }) => {
      const html = await (await request.get(path, { headers: { 'User-Agent': BROWSER } })).text();
      const headEnd = html.indexOf('</head>');
      const body = html.slice(headEnd);
      expect(html.indexOf('<title>'), 'the title is in <head>').toBeLessThan(headEnd);
      expect(body, 'no title in <body>').not.toMatch(/<title>/);
      expect(body, 'no meta tag in <body>').not.toMatch(/<meta /);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    });
  }
});
