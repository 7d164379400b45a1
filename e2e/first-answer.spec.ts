import type { APIRequestContext, Page } from '@playwright/test';
import japanese from '../messages/ja.json';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { facesOf } from './support/platform-fonts';

/**
 * A page's styles come in its HTML, once: the first paint waits for no stylesheet, and the RSC payload beside them
 * carries none of their text (patches/next+16.4.6.patch, docs/decisions.md "The stylesheets' text in the HTML only"),
 * nor the faces' rules or the first paint's script ("The faces' rules in the HTML only").
 */
test.use({ serviceWorkers: 'block' });

/** The page's HTML, and the RSC payload written into it, read back as the browser's script reads it. */
async function firstAnswer(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const html = await (await request.get(path, { headers })).text();
  const rows = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1] as string) as string);
  const styles = [...html.matchAll(/<style[^>]*data-precedence[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] as string);
  return { html, payload: rows.join(''), styles: styles.join('') };
}

/** What a guest would notice of the styles: the page's own colours and shapes, not the browser's defaults. */
async function drawnStyled(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
  });
}

test.describe('the first answer', { tag: '@desktop' }, () => {
  test('the invitation is styled from its HTML alone: no stylesheet asked for, none of its text in the payload', async ({ page, request }) => {
    const { html, payload, styles } = await firstAnswer(request, invitePath(GUESTS.margaret.id));
    // The theme's colours and a section's rules are in the HTML, and in the payload not even once.
    for (const rule of ['--ivory:', '_section{']) {
      expect(styles).toContain(rule);
      expect(payload).not.toContain(rule);
    }
    expect(payload).not.toContain('@font-face');
    // So is the first paint's script: in the HTML's head, not a second time as the payload's text.
    expect(html).toContain('web-fonts-seen');
    expect(payload).not.toContain('web-fonts-seen');
    expect(payload).toContain(GUESTS.margaret.name);

    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
    // What is measured is every request of the load, hydration's included: wait until the network is quiet.
    await page.goto(invitePath(GUESTS.margaret.id), { waitUntil: 'networkidle' });
    // The hero's links are pills on a translucent ground, after hydration as before it.
    const link = await drawnStyled(page, 'header a[href="#rsvp"]');
    expect(link.radius).not.toBe('0px');
    expect(link.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(stylesheets).toEqual([]);
  });

  test('the no-access notice is styled the same way', async ({ page, request }) => {
    const { payload, styles } = await firstAnswer(request, '/');
    expect(styles).toContain('.notice-card');
    expect(payload).not.toContain('.notice-card{');

    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
    expect((await drawnStyled(page, '.notice-card')).background).not.toBe('rgba(0, 0, 0, 0)');
    expect(stylesheets).toEqual([]);
  });

  test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' });

    test('a page in another script has its cut faces in the HTML alone, and draws in them', async ({ page, request }) => {
      const { html, payload } = await firstAnswer(request, '/', { 'Accept-Language': 'ja' });
      expect(html).toMatch(/@font-face\{font-family:'?Script Serif/);
      expect(payload).not.toContain('@font-face');

      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(japanese.noAccess.title);
      await expect.poll(async () => (await page.evaluate(() => document.fonts.ready.then(() => true))) && facesOf(page, 'h1'), { timeout: 20_000 }).toEqual([
        expect.stringMatching(/^Noto Serif JP/),
      ]);
    });
  });
});
