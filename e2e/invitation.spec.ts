import { GUESTS } from './support/demo';
import { expect, test } from './support/fixtures';
import { hasLoaded, shownPath } from './support/images';
import { COUPLE, expectDecorativeVines, InvitationPage } from './support/invitation-page';

test.describe('the invitation header', () => {
  // Playwright's routing does not see a service worker's requests, and these journeys break or hold photos
  // with it: the offline worker stays out of them (e2e/offline.spec.ts covers it).
  test.use({ serviceWorkers: 'block' });

  test('greets the guest by name and announces the couple', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.tom.id);

    await expect(invitation.header.getByText(`Dear ${GUESTS.tom.name}`)).toBeVisible();
    await expect(invitation.header.getByRole('heading', { level: 1, name: COUPLE.fullNames })).toBeVisible();
    await expect(invitation.header.getByText('are getting married!')).toBeVisible();
  });

  test('shows the couple’s hero photo, described by their names', async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);

    await expect(invitation.heroImage).toBeVisible();
    // An upright phone is shown the photo's portrait cut (made after the server's first answer), a wide screen the photo.
    const { width, height } = page.viewportSize()!;
    if (width / height <= 3 / 4) {
      const shownOrReload = async () => {
        const shown = await shownPath(invitation.heroImage);
        if (!shown.startsWith('/hero/')) await page.reload();
        return shown;
      };
      await expect.poll(shownOrReload, { timeout: 15_000 }).toMatch(/^\/hero\/portrait-[0-9a-f]{12}\.jpg$/);
    } else expect(await shownPath(invitation.heroImage)).toBe('/media/gallery/hero-couple.jpg');
    await expect.poll(() => hasLoaded(invitation.heroImage)).toBe(true);
  });

  test('draws the hero photo sharp: its source has at least the pixels the screen shows (up to the largest size)', async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    await expect.poll(() => hasLoaded(invitation.heroImage)).toBe(true);
    const { sourceWidth, needed } = await invitation.heroImage.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      // object-fit: cover draws the photo at whichever scale fills the box.
      const drawnWidth = Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
      // The optimiser serves the width asked for in ?w= (never more than the original's).
      const asked = Number(new URL(img.currentSrc).searchParams.get('w'));
      return { sourceWidth: asked, needed: drawnWidth * window.devicePixelRatio };
    });
    const LARGEST_SOURCE = 1600; // the original photo's width, also the site's largest image size
    expect(sourceWidth).toBeGreaterThanOrEqual(Math.min(Math.floor(needed), LARGEST_SOURCE));
  });

  test('replaces a hero photo that fails to load with the stock photo', async ({ page, consoleGuard }) => {
    const broken = /hero-couple|hero%2Fportrait-|\/hero\/portrait-/;
    consoleGuard.allowFailedLoad(broken);
    await page.route(broken, (route) => route.abort());
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);

    await expect.poll(() => shownPath(invitation.heroImage)).toBe('/images/hero-fallback.jpg');
    await expect(invitation.heroImage).toHaveAttribute('data-fallback', 'true');
    await expect.poll(() => hasLoaded(invitation.heroImage)).toBe(true);
  });

  test('has decorative vines, hidden from assistive technology, turned at most 30°', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);

    await expectDecorativeVines(invitation.header, 30);
    // Hidden from assistive technology: no image role besides the hero photo.
    await expect(invitation.header.getByRole('img')).toHaveCount(1);
  });

  test('places the vines anew for each visit', { tag: '@desktop' }, async ({ request }) => {
    const rotations = async () => {
      const html = await (await request.get(`/invite/${GUESTS.rosa.id}`)).text();
      return [...html.matchAll(/data-rotate="(-?\d+)"/g)].map((m) => m[1]).join(',');
    };
    const seen = new Set([await rotations(), await rotations(), await rotations()]);
    expect(seen.size).toBeGreaterThan(1);
  });

  for (const [name, sectionId, heading] of [
    ['Preview', 'preview', 'Preview'],
    ['RSVP', 'rsvp', 'RSVP'],
  ] as const) {
    test.describe(`the '${name}' link`, () => {
      const activations = {
        click: async (link: import('@playwright/test').Locator) => link.click(),
        Enter: async (link: import('@playwright/test').Locator) => {
          await link.focus();
          await link.press('Enter');
        },
        Space: async (link: import('@playwright/test').Locator) => {
          await link.focus();
          await link.press('Space');
        },
      };
      for (const [how, activate] of Object.entries(activations)) {
        // The keys are a keyboard's: at the desktop's width only.
        test(`scrolls to the ${heading} section by ${how}`, { tag: how === 'click' ? [] : '@desktop' }, async ({ page }) => {
          const invitation = new InvitationPage(page);
          await invitation.goto(GUESTS.margaret.id);
          await invitation.waitUntilInteractive();
          const section = page.locator(`section#${sectionId}`);
          const title = section.getByRole('heading', { level: 2, name: heading });
          await expect(title).not.toBeInViewport();

          await activate(name === 'Preview' ? invitation.previewLink : invitation.rsvpLink);

          await expect(title).toBeInViewport();
          // Smooth scrolling settles with the section's top at the top of the screen (or the page's end).
          await expect
            .poll(() =>
              section.evaluate((el) => {
                const top = el.getBoundingClientRect().top;
                const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
                return Math.abs(top) <= 2 || (atEnd && top > 0);
              }),
            )
            .toBe(true);
          await expect(page).toHaveURL(new RegExp(`#${sectionId}$`));
        });
      }
    });
  }
});

test.describe('the invitation page', () => {
  test('shows the sections in the spec’s order: header, love story, Preview, Memories, RSVP', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('header, section[id]')].map((el) => (el.tagName === 'HEADER' ? 'header' : el.id)),
    );
    expect(order).toEqual(['header', 'story', 'preview', 'memories', 'rsvp']);
  });

  // Each width set here once, in the project whose screen it is.
  for (const width of [320, 390, 1280]) {
    test(`never scrolls sideways at ${width} px`, { tag: width > 390 ? '@desktop' : '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const invitation = new InvitationPage(page);
      await invitation.goto(GUESTS.margaret.id);
      await expect(invitation.memoryPhotos).toHaveCount(3);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
