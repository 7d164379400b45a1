import { expect, type Locator, type Page } from '@playwright/test';

/** The modal viewer shared by the love story and Memories. */
export class LightboxDialog {
  readonly dialog: Locator;
  readonly counter: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly close: Locator;
  readonly image: Locator;
  readonly video: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.counter = this.dialog.locator('figcaption');
    this.next = this.dialog.getByRole('button', { name: 'Next' });
    this.previous = this.dialog.getByRole('button', { name: 'Previous' });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.image = this.dialog.getByRole('img');
    this.video = this.dialog.locator('video');
  }

  async expectShowing(position: number, total: number): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.counter).toHaveText(`${position} / ${total}`);
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toBeHidden();
  }

  /** A click on the dimmed backdrop, near the top-left corner: away from the photo and every button. */
  async clickBackdrop(): Promise<void> {
    const box = await this.dialog.boundingBox();
    if (!box) throw new Error('the lightbox is not open');
    await this.page.mouse.click(box.x + 8, box.y + box.height - 8);
  }
}
