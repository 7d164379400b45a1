import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { copyPortoWedding } from '../tests/support/porto-wedding';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';
import { startSecondServer } from './support/second-server';

/**
 * Each guest sees their own part of the day, and nothing of the others reaches their phone: not in
 * the page, its RSC payload, the calendar file, the manifest or the link-preview tags. The Lisbon
 * couple's day (tests/fixtures/day-in-parts): a ceremony and a garden lunch at a quinta in Sintra, a
 * fado night in town; and the demo's Hannah, invited to the specification's ceremony only.
 */

const LISBON = {
  ceremony: { id: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b02', name: 'Rui Almeida' },
  lunch: { id: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b03', name: 'Beatriz Costa' },
  evening: { id: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b04', name: 'Miguel Santos' },
  both: { id: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b05', name: 'Helena Duarte' },
};

/** What would give each part away: its name, times (as the page and, in UTC, as a calendar writes them) and venue. */
const TELLS = {
  ceremony: ['Ceremony', '15:00', 'T140000Z', 'T150000Z'],
  lunch: ['Garden lunch', '16:30', 'T153000Z'],
  // Its start too, which the lunch (no end of its own) must not borrow for a lunch-only guest.
  evening: ['Fado night', '20:00', 'T190000Z', '23:30', 'T223000Z', 'Casa do Fado', 'Chafariz'],
  quinta: ['Quinta da Ribafria', 'Sintra'],
};

/** Everything a guest's phone may receive about the day, as text. */
async function everythingSent(request: APIRequestContext, base: string, id: string) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await request.get(`${base}${url}`, { headers });
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  const html = await get(invitePath(id));
  const rsc = await get(invitePath(id), { RSC: '1' });
  const ics = await get(`/api/calendar/wedding-invitation.ics?guest=${id}`);
  const manifest = await get(`${invitePath(id)}/manifest.webmanifest`);
  // The tags a messaging app reads for its preview card.
  const tags = [...html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]+" content="([^"]*)"/g)].map((m) => m[1]).join('\n');
  return { html, rsc, ics, manifest, tags };
}

test.describe('a day in parts (the Lisbon couple)', () => {
  let stack: Stack;
  let content: string;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    content = await mkdtemp(path.join(tmpdir(), 'wedding-parts-'));
    await cp('tests/fixtures/day-in-parts', content, { recursive: true });
    await mkdir(path.join(content, 'media/gallery'), { recursive: true });
    await copyFile('content/demo/media/gallery/hero-couple.jpg', path.join(content, 'media/gallery/couple.jpg'));
    await copyFile('content/demo/media/gallery/venue.jpg', path.join(content, 'media/gallery/venue.jpg'));
    stack = await startSecondServer({ CONTENT_DIR: content });
  });
  test.afterAll(async () => {
    await stack?.stop();
    if (content) await rm(content, { recursive: true, force: true });
  });

  for (const [part, guest, others, own] of [
    ['ceremony', LISBON.ceremony, ['lunch', 'evening'], ['Ceremony', '15:00', 'Quinta da Ribafria']],
    ['lunch', LISBON.lunch, ['ceremony', 'evening'], ['Garden lunch', '16:30', 'Quinta da Ribafria']],
    ['evening', LISBON.evening, ['ceremony', 'lunch', 'quinta'], ['Fado night', '20:00', 'Casa do Fado Alfama']],
  ] as const) {
    test(`the ${part} guest's page, RSC payload, calendar file, manifest and preview tags carry their part only`, { tag: '@phone' }, async ({ request }) => {
      const sent = await everythingSent(request, stack.baseUrl, guest.id);
      for (const text of own) expect(sent.html).toContain(text);
      for (const [where, text] of Object.entries(sent)) {
        for (const other of others) for (const tell of TELLS[other]) expect(text, `${tell} in the ${where}`).not.toContain(tell);
      }
    });

    test(`the ${part} guest sees one schedule row and one venue card, and the calendar spans their part`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(`${stack.baseUrl}${invitePath(guest.id)}`);
      const invitation = new InvitationPage(page);
      await expect(invitation.header.getByText(guest.name)).toBeVisible();
      const rows = invitation.preview.locator('[data-row]');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(own[0]);
      await expect(rows).toContainText(own[1]);
      await expect(invitation.preview.locator('[data-card^="venue"]')).toHaveCount(1);
      await expect(invitation.preview.locator('[data-card="venue"]')).toContainText(own[2]);
    });
  }

  test('a guest at the ceremony and the evening gets a card per venue, saying which part is where, and one event from 15:00 to 23:30', async ({ page, request }) => {
    await page.goto(`${stack.baseUrl}${invitePath(LISBON.both.id)}`);
    const invitation = new InvitationPage(page);
    await expect(invitation.header.getByText(LISBON.both.name)).toBeVisible();
    // Helena reads Portuguese: the couple's names for the parts in it.
    await expect(invitation.preview.locator('[data-row]')).toHaveText([/Cerimónia\s*15:00/, /Noite de fado\s*20:00/]);
    const cards = invitation.preview.locator('[data-card^="venue"]');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Cerimónia');
    await expect(cards.nth(0)).toContainText('Quinta da Ribafria');
    await expect(cards.nth(1)).toContainText('Noite de fado');
    await expect(cards.nth(1)).toContainText('Casa do Fado Alfama');
    await expect(cards.nth(1).getByRole('group', { name: 'Como chegar' })).toBeVisible();
    const { ics, html } = await everythingSent(request, stack.baseUrl, LISBON.both.id);
    expect(ics).toMatch(/DTSTART:20270612T140000Z/);
    expect(ics).toMatch(/DTEND:20270612T223000Z/);
    expect(ics).toMatch(/LOCATION:Quinta da Ribafria/);
    for (const tell of TELLS.lunch) expect(html).not.toContain(tell);
  });
});

test.describe("the demo's Hannah, invited to the ceremony only", { tag: '@phone' }, () => {
  test('sees the Ceremony row, the one venue, and a calendar event from 10:30 to 12:30 Sydney time (not the speeches’ start)', async ({ page, request }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.hannah.id);
    const rows = invitation.preview.locator('[data-row]');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Ceremony');
    await expect(rows).toContainText('10:30 AM');
    await expect(invitation.preview.locator('[data-card^="venue"]')).toHaveCount(1);
    const ics = await (await request.get(`/api/calendar/wedding-invitation.ics?guest=${GUESTS.hannah.id}`)).text();
    expect(ics).toMatch(/DTSTART:20251126T233000Z/);
    // The ceremony has no end of its own, and 12:00 is the speeches', which Hannah is not at: two hours instead.
    expect(ics).toMatch(/DTEND:20251127T013000Z/);
    expect(ics).not.toMatch(/Speeches|Lunch/);
    const html = await (await request.get(invitePath(GUESTS.hannah.id))).text();
    expect(html).not.toMatch(/Speeches|Lunch|12:00 PM|1:00 PM/);
  });
});

test.describe("a guest none of whose parts remain (the Porto couple renamed the party)", { tag: '@phone' }, () => {
  const JONAS = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', name: 'Jonas Becker' };
  // Every part's name, times (as written, and in UTC as a calendar writes them: Lisbon is UTC+1 in September) and venue.
  const EVERY_PART = ['Ceremony', 'Dinner', 'Party', 'Festa', '15:00', '16:00', '19:00', '21:00', '01:00', 'T140000Z', 'T150000Z', 'T180000Z', 'T200000Z', 'T000000Z', 'São Francisco', 'Infante', 'Aveleda', 'Penafiel'];
  let stack: Stack;
  let content: string;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    content = await copyPortoWedding(await mkdtemp(path.join(tmpdir(), 'wedding-renamed-')));
    // Jonas was invited to "party", which the couple then renamed "festa": none of his parts is left.
    const file = path.join(content, 'wedding.json');
    const wedding = JSON.parse(await readFile(file, 'utf8')) as { wedding: { parts: { id: string }[] } };
    for (const part of wedding.wedding.parts) if (part.id === 'party') part.id = 'festa';
    await writeFile(file, JSON.stringify(wedding));
    stack = await startSecondServer({ CONTENT_DIR: content });
  });
  test.afterAll(async () => {
    await stack?.stop();
    if (content) await rm(content, { recursive: true, force: true });
  });

  test("their page, RSC payload, calendar file, manifest and preview tags carry no part's time or venue", async ({ request }) => {
    const sent = await everythingSent(request, stack.baseUrl, JONAS.id);
    expect(sent.html).toContain('18. September 2027');
    expect(sent.ics).toMatch(/DTSTART;VALUE=DATE:20270918/);
    for (const [where, text] of Object.entries(sent)) for (const tell of EVERY_PART) expect(text, `${tell} in the ${where}`).not.toContain(tell);
  });

  test('they see the date, no schedule row, one venue card to be announced, and still every other section', async ({ page }) => {
    const de = JSON.parse(await readFile('messages/de.json', 'utf8')) as { preview: { venueTba: string } };
    await page.goto(`${stack.baseUrl}${invitePath(JONAS.id)}`);
    const invitation = new InvitationPage(page);
    await expect(invitation.header.getByText(JONAS.name)).toBeVisible();
    await expect(invitation.preview.locator('[data-card="date"]')).toContainText('18. September 2027');
    await expect(invitation.preview.locator('[data-row]')).toHaveCount(0);
    await expect(invitation.preview.locator('[data-card^="venue"]')).toHaveCount(1);
    await expect(invitation.preview.locator('[data-card="venue"]')).toContainText(de.preview.venueTba);
    await expect(invitation.rsvp).toContainText('ines.kenji@example.com');
  });
});
