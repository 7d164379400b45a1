import type { Page } from '@playwright/test';
import english from '../../messages/en.json';
import { expect } from './fixtures';
import { afterTheSwap } from './layout-shifts';

// What a guest reads in their language, for the language journeys: the English left over, every text said, our faces.

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));

/** Names that stay as they are in every language: the calendar and map apps. */
const BRANDS = ['Google', 'Outlook', 'Apple'];

/**
 * English interface text: every fragment of en.json around its {slots}, but for the brands and the
 * words a language shares with English, named here (not read from its file: a text left in English
 * there must be caught).
 */
export const englishFragments = (shared: string[] = []) =>
  [...new Set(texts(english).flatMap((t) => t.split(/\{[^}]*\}/).map((f) => f.trim())))].filter((f) => f.length >= 4 && ![...BRANDS, ...shared].includes(f));

/** Faces the site ships (scripts/fonts/web-faces.ts, and a script's own in lib/i18n/script-faces.ts): any other name is a system font standing in for a missing glyph. */
export const OUR_FACES = /^(Cormorant Garamond|Great Vibes|Lato|Noto Sans|Noto Serif|Noto Naskh Arabic|Aref Ruqaa|Noto Sans Arabic)\b/;

/** Every section laid out and every lazy part loaded, as after a guest has scrolled through. */
export async function readToTheEnd(page: Page) {
  await afterTheSwap(page);
  for (const id of ['story', 'preview', 'memories', 'rsvp']) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect(page.locator('#memories img').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => scrollTo(0, 0));
}

/** All a guest reads or hears: the visible text, and the names buttons, images and regions give. */
export const everythingSaid = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], img[alt]')].flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('alt')]),
    ]
      .filter(Boolean)
      .join('\n'),
  );

