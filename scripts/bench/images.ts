import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

export interface ImageBytes {
  /** The image as the page asked for it: the optimiser's `url` parameter or the path, without a query. */
  name: string;
  bytes: number;
  /** Where the page showed it: on the page itself, or in a lightbox opened from Memories or the love story. */
  where: 'page' | 'lightbox';
}

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

function describe(url: string): string {
  const u = new URL(url);
  const inner = u.pathname === '/_next/image' ? u.searchParams.get('url') : u.pathname === '/guest-photo' ? u.searchParams.get('src') : null;
  const name = (inner ? new URL(inner, u).pathname : u.pathname).split('/').slice(-2).join('/');
  return inner ? `${u.pathname === '/guest-photo' ? 'guest-photo ' : ''}${name} (w ${u.searchParams.get('w')})` : name;
}

/**
 * Every image the page downloads on a 390 px wide, 2× phone, scrolled to the bottom so that
 * lazy images load too: what each weighs on the wire. `lightbox`: then each photo Memories' and
 * the love story's lightboxes show, stepped through (the browser's copy, when the page had it).
 */
export async function imageBytesOnPhone(pageUrl: string, { lightbox = false } = {}): Promise<ImageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const seen = new Map<string, Promise<number | null>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || response.status() !== 200 || seen.has(response.url())) return;
      seen.set(response.url(), response.body().then((body) => body.byteLength, () => null));
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    for (let y = 0; y < 20; y++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    // Camera-sized photos take the optimiser a while: each image is waited for where it stands, not just scrolled past.
    for (const img of await page.locator('img').all()) {
      await img.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
      await img
        .evaluate((el: HTMLImageElement) => el.complete || new Promise((done) => ['load', 'error'].forEach((e) => el.addEventListener(e, done, { once: true }))))
        .catch(() => undefined);
    }
    await page.waitForLoadState('networkidle');
    const all: ImageBytes[] = [];
    for (const [url, bytes] of seen) {
      const b = await bytes;
      if (b !== null) all.push({ name: describe(url), bytes: b, where: 'page' });
    }
    if (lightbox) all.push(...(await inLightboxes(page, seen)));
    return all.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await browser.close();
  }
}

async function inLightboxes(page: Page, seen: Map<string, Promise<number | null>>): Promise<ImageBytes[]> {
  const shown: ImageBytes[] = [];
  const dialog = page.getByRole('dialog');
  for (const opener of [page.locator('section#memories button[aria-label]').first(), page.getByRole('button', { name: /^View (photo|video):/ }).first()]) {
    if (!(await opener.count())) continue;
    await opener.click();
    const total = Number(/\/\s*(\d+)/.exec((await dialog.locator('figcaption').textContent()) ?? '')?.[1] ?? 1);
    for (let i = 0; i < total; i++) {
      if (i > 0) await dialog.getByRole('button', { name: 'Next' }).click();
      await page.waitForLoadState('networkidle');
      const img = dialog.locator('img').last();
      if (!(await img.count())) continue; // a video
      await img.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((r) => el.addEventListener('load', r, { once: true }))));
      const url = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      const bytes = (await seen.get(url)) ?? null;
      if (bytes !== null) shown.push({ name: describe(url), bytes, where: 'lightbox' });
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  return shown;
}
