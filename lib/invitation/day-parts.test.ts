import path from 'node:path';
import ICAL from 'ical.js';
import { createLocalSource } from '@/lib/data/local';
import { icsText } from '@/lib/wedding/ics';
import type { Invitation } from '@/lib/wedding/types';
import { loadInvitation } from './invitation';
import { translator } from '@/lib/i18n/translator';
import { resolvedParts } from '@/lib/wedding/day-parts';
import { invitationEvent } from './calendar-event';
import { scheduleRows } from './day-schedule';
import { venueCards, weatherRows, zoneNote } from './preview-texts';
import { manifestText } from './web-manifest';

/**
 * The Lisbon couple's day in three parts (tests/fixtures/day-in-parts): a ceremony and a garden lunch
 * at the quinta, a fado night in town. Each guest's invitation, the texts of their page, their
 * calendar event and file and their app manifest carry their parts only.
 */
const source = createLocalSource(path.join(process.cwd(), 'tests/fixtures/day-in-parts'));
const GUEST = {
  whole: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b01',
  ceremony: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b02',
  lunch: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b03',
  evening: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b04',
  ceremonyAndEvening: '6c1b3f0e-2d4a-4e8b-9f71-0a5c2e3d4b05',
};

/** What each part would give away: its name, its times (as written and in UTC, as a calendar carries them) and its venue. */
const TELLS = {
  ceremony: ['Ceremony', '"15:00"', 'T140000Z'],
  lunch: ['Garden lunch', '16:30', 'T153000Z'],
  // (Its start is when the lunch ends: the lunch's own time.)
  evening: ['Fado night', '23:30', 'T223000Z', 'Casa do Fado', 'Chafariz'],
  quinta: ['Quinta da Ribafria', 'Sintra'],
};

async function invitationOf(id: string): Promise<Invitation> {
  const result = await loadInvitation(source, id);
  if (result.status !== 'ok') throw new Error(`no invitation: ${result.status}`);
  return result.invitation;
}

/** What the Preview shows of the day, as its section makes it. */
function preview(invitation: Invitation) {
  const t = translator(invitation.language);
  const parts = resolvedParts(invitation.info);
  return { schedule: scheduleRows(t, parts, invitation.language), venues: venueCards(t, parts, invitation.language, invitation.venuePhoto), zoneNote: zoneNote(t, invitation), weather: weatherRows(t, invitation) };
}

/** Everything a guest's phone receives about the day: the page's data and texts, the calendar links and file, the manifest. */
async function everythingSent(id: string) {
  const invitation = await invitationOf(id);
  const event = invitationEvent(invitation);
  const ics = icsText(event);
  const words = preview(invitation);
  return { invitation, words, event, ics, all: JSON.stringify({ invitation, words, event, ics, manifest: manifestText(invitation) }) };
}

const vevent = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);

it.each([
  ['ceremony', GUEST.ceremony, ['Ceremony'], ['lunch', 'evening'], '2027-06-12T14:00:00.000Z', '2027-06-12T15:00:00.000Z', 'Quinta da Ribafria'],
  ['lunch', GUEST.lunch, ['Garden lunch'], ['ceremony', 'evening'], '2027-06-12T15:30:00.000Z', '2027-06-12T17:30:00.000Z', 'Quinta da Ribafria'],
  ['evening', GUEST.evening, ['Fado night'], ['ceremony', 'lunch', 'quinta'], '2027-06-12T19:00:00.000Z', '2027-06-12T22:30:00.000Z', 'Casa do Fado Alfama'],
] as const)('a guest invited to the %s sees their part, its span and venue, and nothing of the others', async (_, id, rows, others, start, end, venue) => {
  const { words, event, ics, all } = await everythingSent(id);
  expect(words.schedule.map((r) => r.label)).toEqual(rows);
  expect(words.venues.map((v) => v.name)).toEqual([venue]);
  expect([event.start.toISOString(), event.end.toISOString()]).toEqual([start, end]);
  expect(event.location).toContain(venue);
  const fromFile = vevent(ics);
  expect([fromFile.startDate.toJSDate().toISOString(), fromFile.endDate.toJSDate().toISOString()]).toEqual([start, end]);
  for (const other of others) for (const tell of TELLS[other]) expect(all).not.toContain(tell);
});

it('a guest invited to the ceremony and the evening gets a card per venue, and the evening’s place in the calendar’s description', async () => {
  const { words, event, invitation } = await everythingSent(GUEST.ceremonyAndEvening);
  // Helena reads Portuguese: the couple's names for the parts in it.
  expect(words.schedule.map((r) => [r.label, r.time])).toEqual([
    ['Cerimónia', '15:00'],
    ['Noite de fado', '20:00'],
  ]);
  expect(words.venues.map((v) => [v.name, v.parts, v.photo])).toEqual([
    ['Quinta da Ribafria', 'Cerimónia', invitation.venuePhoto],
    ['Casa do Fado Alfama', 'Noite de fado', '/images/venue-fallback.jpg'],
  ]);
  expect(invitation.venuePhoto).not.toBe('/images/venue-fallback.jpg');
  expect([event.start.toISOString(), event.end.toISOString()]).toEqual(['2027-06-12T14:00:00.000Z', '2027-06-12T22:30:00.000Z']);
  expect(event.location).toBe('Quinta da Ribafria, Estrada da Ribafria, 2710-405 Sintra, Portugal');
  expect(event.description.split('\n').slice(-2)).toEqual(['Cerimónia: 15:00', 'Noite de fado: 20:00 — Casa do Fado Alfama, Largo do Chafariz de Dentro 1, 1100-139 Lisboa, Portugal']);
  expect(JSON.stringify(words)).not.toContain('Garden lunch');
});

it('a guest invited to the whole day sees every part, one card per venue, and the day from 15:00 to 23:30', async () => {
  const { words, event, invitation } = await everythingSent(GUEST.whole);
  expect(words.schedule.map((r) => r.label)).toEqual(['Ceremony', 'Garden lunch', 'Fado night']);
  expect(words.venues.map((v) => [v.name, v.parts])).toEqual([
    ['Quinta da Ribafria', 'Ceremony, Garden lunch'],
    ['Casa do Fado Alfama', 'Fado night'],
  ]);
  expect([event.start.toISOString(), event.end.toISOString()]).toEqual(['2027-06-12T14:00:00.000Z', '2027-06-12T22:30:00.000Z']);
  expect(invitation.venuePhoto).not.toBe('/images/venue-fallback.jpg');
});

it("the evening guest's page has no photo of the quinta", async () => {
  expect((await invitationOf(GUEST.evening)).venuePhoto).toBe('/images/venue-fallback.jpg');
});

it('a guest none of whose parts remain (renamed away) gets the date and no part’s time or venue: not on the page, the calendar or the manifest', async () => {
  const renamedAway = { ...source, getGuest: async (id: string) => ({ ...(await source.getGuest(id))!, invited_to: ['brunch'] }) };
  const result = await loadInvitation(renamedAway, GUEST.evening);
  if (result.status !== 'ok') throw new Error(`no invitation: ${result.status}`);
  const { invitation } = result;
  const words = preview(invitation);
  const event = invitationEvent(invitation);
  const ics = icsText(event);
  expect(words.schedule).toEqual([]);
  expect(words.zoneNote).toBeNull();
  expect(words.venues).toEqual([expect.objectContaining({ name: 'Venue TBA', map: null, parts: null, photo: '/images/venue-fallback.jpg' })]);
  expect(invitation.venuePhoto).toBe('/images/venue-fallback.jpg');
  expect(vevent(ics).startDate.toString()).toBe('2027-06-12');
  const all = JSON.stringify({ invitation, words, event, ics, manifest: manifestText(invitation) });
  for (const tell of [...TELLS.ceremony, ...TELLS.lunch, ...TELLS.evening, ...TELLS.quinta, '16:00', '20:00']) expect(all).not.toContain(tell);
});
