import { expect, type Locator, type Page } from '@playwright/test';
import { invitePath } from './demo';
import { LightboxDialog } from './lightbox';

export const COUPLE = {
  fullNames: 'Amelia Rose Hart & Daniel James Okafor',
  heroAlt: 'Amelia & Daniel',
} as const;

/** The demo's love story (content/demo/love-story.json), in timeline order. */
export const STORY = {
  umbrella: { year: '2016', title: 'A borrowed umbrella', details: 'Daniel still has the umbrella. Amelia still says it was hers.', media: 1 },
  trip: { year: '2018', title: 'The first trip', media: 2 },
  home: { year: '2020', title: 'Home', media: 3 },
  question: { year: '2023', title: 'The question', details: 'She said yes before he had finished asking.', media: 4 },
  forever: { year: '2025', title: 'Forever starts' },
} as const;
/** Events with a photo or video: the timeline lightbox shows these only. */
export const STORY_MEDIA_COUNT = 4;

/** The first paint's switch has shown the sections below the greeting and named the fonts (a busy machine holds it back). */
export async function sectionsShown(page: Page): Promise<void> {
  await page.locator('html[data-after-paint][data-names-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** One guest's invitation page, section by section. */
export class InvitationPage {
  readonly header: Locator;
  readonly heroImage: Locator;
  readonly previewLink: Locator;
  readonly rsvpLink: Locator;
  readonly story: Locator;
  readonly preview: Locator;
  readonly memories: Locator;
  readonly memoryPhotos: Locator;
  readonly rsvp: Locator;
  readonly lightbox: LightboxDialog;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.heroImage = this.header.getByRole('img', { name: COUPLE.heroAlt });
    this.previewLink = this.header.getByRole('link', { name: 'Preview' });
    this.rsvpLink = this.header.getByRole('link', { name: 'RSVP' });
    this.story = page.locator('section#story');
    this.preview = page.locator('section#preview');
    this.memories = page.locator('section#memories');
    this.memoryPhotos = this.memories.getByRole('img', { name: /^Wedding memory \d+$/ });
    this.rsvp = page.locator('section#rsvp');
    this.lightbox = new LightboxDialog(page);
  }

  async goto(guestId: string): Promise<void> {
    await this.page.goto(invitePath(guestId));
    await expect(this.header.getByText('Dear')).toBeVisible();
  }

  /**
   * Waits until the page has hydrated: content protection, mounted with everything else,
   * always blocks Ctrl+S, so the first blocked Ctrl+S means the handlers are live.
   */
  async waitUntilInteractive(): Promise<void> {
    await expect.poll(() => keyBlocked(this.page, { key: 's', code: 'KeyS', ctrlKey: true }), { message: 'the page hydrated', timeout: 20_000 }).toBe(true);
  }

  vines(scope: Locator): Locator {
    return scope.getByTestId('vines').locator('img');
  }

  storyEvent(title: string): Locator {
    return this.story.getByRole('listitem').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The part of an event a guest clicks to expand it (year, title, description). */
  storyToggle(title: string): Locator {
    return this.storyEvent(title).locator('button[aria-expanded]');
  }

  storyMedia(title: string): Locator {
    return this.storyEvent(title).getByRole('button', { name: /^View (photo|video):/ });
  }

  memoryButton(n: number): Locator {
    return this.memories.getByRole('button', { name: `View Wedding memory ${n}` });
  }
}

/** The parts of a key press the content protection looks at. */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** Dispatches a key press at the page like a keyboard would; true when the page prevented its default. */
export function keyBlocked(page: Page, init: KeyPress): Promise<boolean> {
  return page.evaluate((init) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  }, init);
}

/** Right-clicks on the hero photo (as a synthetic event); true when the page blocked the menu. */
export function contextMenuBlocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const target = document.querySelector('header img') ?? document.body;
    const rect = target.getBoundingClientRect();
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      button: 2,
      clientX: rect.x + rect.width / 2,
      clientY: rect.y + rect.height / 2,
    });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/**
 * A section's vines: present, hidden from assistive technology, turned no more than
 * `maxDegrees` either way, and drawn whole inside their section (never cut off at its bottom edge).
 */
export async function expectDecorativeVines(section: Locator, maxDegrees: number): Promise<void> {
  const vines = section.getByTestId('vines').locator('img');
  expect(await vines.count()).toBeGreaterThan(0);
  for (const vine of await vines.all()) {
    expect(await vine.evaluate((el) => el.closest('[aria-hidden="true"]') !== null), 'hidden from assistive technology').toBe(true);
    const rotate = Number(await vine.getAttribute('data-rotate'));
    expect(Math.abs(rotate)).toBeLessThanOrEqual(maxDegrees);
    // The rotation is the one drawn, not only a number in an attribute.
    expect(await vine.evaluate((el) => (el as HTMLElement).style.transform)).toContain(`rotate(${rotate}deg)`);
    // Lazy, as a guest sees it: loaded once scrolled near (through the DOM: a swaying vine is never "stable" for Playwright).
    await vine.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => vine.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // Both edges read at once: the page may still be scrolling.
    const { bottom, sectionBottom } = await section.evaluate(
      (el, image) => ({ bottom: (image as Element).getBoundingClientRect().bottom, sectionBottom: el.getBoundingClientRect().bottom }),
      await vine.elementHandle(),
    );
    expect(bottom, 'the vine ends inside its section').toBeLessThanOrEqual(sectionBottom + 1);
  }
}
