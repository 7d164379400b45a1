import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALENDAR_LINKS } from '../lib/site/routes';
import type { Stack } from '../tests/support/stack';
import { invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';
import { readIcs } from './support/preview-page';
import { startSecondServer } from './support/second-server';

/**
 * A party that ends after midnight: Inês & Kenji's day in Porto (tests/fixtures/porto-wedding), a party
 * at the quinta from 21:00 to 01:00, Lisbon being UTC+1 in September. What the guest reads on the page
 * and what their calendar keeps end on the same instant, the next day.
 */

const JONAS = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', name: 'Jonas Becker' };
const ROSA = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Rosa Martins' };

test.describe('a party until 1 AM (the Porto couple)', { tag: '@desktop' }, () => {
  let stack: Stack;
  let content: string;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    // Desktop only: the calendar and the schedule are the same at either width.
    content = await mkdtemp(path.join(tmpdir(), 'wedding-midnight-'));
    await cp('tests/fixtures/porto-wedding', content, { recursive: true });
    stack = await startSecondServer({ CONTENT_DIR: content });
  });
  test.afterAll(async () => {
    await stack?.stop();
    if (content) await rm(content, { recursive: true, force: true });
  });

  test('Jonas, at the party only, reads 21:00–1:00 in German, and every calendar ends at 00:00Z the next day', async ({ page, request }) => {
    await page.goto(`${stack.baseUrl}${invitePath(JONAS.id)}`);
    const invitation = new InvitationPage(page);
    await expect(invitation.header.getByText(JONAS.name)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(invitation.preview.locator('[data-row]')).toHaveText([/Party\s*21:00–1:00/]);
    await expect(invitation.preview).toContainText('Alle Uhrzeiten: Westeuropäische Zeit.');

    const ics = readIcs(await (await request.get(`${stack.baseUrl}/api/calendar/wedding-invitation.ics?guest=${JONAS.id}`)).text());
    expect(ics).toMatchObject({ eventCount: 1, start: '2027-09-18T20:00:00.000Z', end: '2027-09-19T00:00:00.000Z' });
    const href = async (prefix: string) => new URL((await invitation.preview.locator(`a[href^="${prefix}"]`).getAttribute('href'))!).searchParams;
    expect((await href(CALENDAR_LINKS.google)).get('dates')).toBe('20270918T200000Z/20270919T000000Z');
    const outlook = await href(CALENDAR_LINKS.outlook);
    expect([outlook.get('startdt'), outlook.get('enddt')]).toEqual(['2027-09-18T21:00:00+01:00', '2027-09-19T01:00:00+01:00']);
  });

  test('Rosa, whose language is pt-PT, gets the whole day to 1 AM, a pt-PT page and a pt_PT link preview', async ({ page, request }) => {
    await page.goto(`${stack.baseUrl}${invitePath(ROSA.id)}`);
    const invitation = new InvitationPage(page);
    await expect(invitation.header.getByText(ROSA.name)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_PT');
    await expect(invitation.preview.locator('[data-row]')).toHaveText([/Cerimónia\s*15:00/, /Jantar\s*19:00/, /Festa\s*21:00–1:00/]);
    const ics = readIcs(await (await request.get(`${stack.baseUrl}/api/calendar/wedding-invitation.ics?guest=${ROSA.id}`)).text());
    expect(ics).toMatchObject({ start: '2027-09-18T14:00:00.000Z', end: '2027-09-19T00:00:00.000Z' });
  });
});
