import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Fails the test on any console error or uncaught page error, in every page it watches.
 * A test that breaks a resource on purpose allows exactly that resource's load failure.
 */
export class ConsoleGuard {
  private readonly problems: string[] = [];
  private readonly allowedFailures: RegExp[] = [];

  watch(page: Page): void {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
  }

  /** The browser reports a resource the test broke on purpose as "Failed to load resource". */
  allowFailedLoad(url: RegExp): void {
    this.allowedFailures.push(url);
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (message.text().startsWith('Failed to load resource') && this.allowedFailures.some((allowed) => allowed.test(url))) return;
    this.problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  }

  check(): void {
    expect(this.problems, 'console errors and page errors during the journey').toEqual([]);
  }
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(page);
      await use(guard);
      guard.check();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Closes a page before the server it is on stops: the page registers its offline worker after load,
 * and a server gone mid-fetch makes the browser report "An unknown error occurred when fetching the script".
 */
export async function stopAfterLeaving(page: Page, server: { stop(): Promise<void> } | undefined): Promise<void> {
  await page.close();
  await server?.stop();
}
