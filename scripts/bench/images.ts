import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export interface ImageBytes {
  /** The image as the page asked for it: the optimiser's `url` parameter or the path, without a query. */
  name: string;
  bytes: number;
}

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

function describe(url: string): string {
  const u = new URL(url);
  const inner = u.pathname === '/_next/image' ? u.searchParams.get('url') : null;
  const name = (inner ? new URL(inner, u).pathname : u.pathname).split('/').slice(-2).join('/');
  return inner ? `${name} (w ${u.searchParams.get('w')})` : name;
}

/**
 * Every image the page downloads on a 390 px wide, 2× phone, scrolled to the bottom so that
 * lazy images load too: what each weighs on the wire.
 */
export async function imageBytesOnPhone(pageUrl: string): Promise<ImageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const seen: Promise<ImageBytes | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || response.status() !== 200) return;
      seen.push(response.body().then((body) => ({ name: describe(response.url()), bytes: body.byteLength }), () => null));
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    for (let y = 0; y < 20; y++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(seen)).filter((i): i is ImageBytes => i !== null);
    return all.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await browser.close();
  }
}
