import { guestWedding } from './day-parts';
import { weddingInfoShape } from './shapes';
import { momentAt } from './day-moment';
import { dayPlan } from './the-day';
import type { WeddingInfo } from './types';

const info = weddingInfoShape.parse({
  couple: { name1: 'Ana', name2: 'Rui' },
  wedding: {
    date: '2027-06-12',
    timeZone: 'Europe/Lisbon',
    venue: { name: 'Quinta' },
    parts: [
      { id: 'ceremony', name: 'Ceremony', start: '11:00', end: '12:00' },
      { id: 'lunch', name: 'Lunch', start: '13:00', end: '17:00' },
      { id: 'party', name: 'Party', start: '20:00', end: '02:00' },
    ],
  },
}) as WeddingInfo;

// Lisbon is UTC+1 in June.
const lisbon = (iso: string) => new Date(`${iso}+01:00`).getTime();
const planFor = (invitedTo: string[]) => dayPlan(guestWedding(info, invitedTo, 'en'));

describe("a guest's day on their phone", () => {
  it('says nothing of the day a month before', () => {
    expect(momentAt(lisbon('2027-05-12T14:00'), planFor([]))).toEqual({ phase: 'before' });
  });

  it("shows a ceremony guest's ceremony as next from midnight on the day", () => {
    expect(momentAt(lisbon('2027-06-12T00:00'), planFor(['ceremony']))).toMatchObject({ phase: 'day', now: null, next: 'ceremony' });
    expect(momentAt(lisbon('2027-06-12T09:00'), planFor(['ceremony']))).toEqual({
      phase: 'day',
      now: null,
      next: 'ceremony',
      nextStartsAt: lisbon('2027-06-12T11:00'),
    });
  });

  it('shows the lunch as now and the party as next to a guest of both', () => {
    expect(momentAt(lisbon('2027-06-12T14:00'), planFor(['lunch', 'party']))).toMatchObject({ phase: 'day', now: 'lunch', next: 'party' });
  });

  it('keeps the party as now past midnight', () => {
    expect(momentAt(lisbon('2027-06-13T01:00'), planFor(['party']))).toEqual({ phase: 'day', now: 'party', next: null, nextStartsAt: null });
  });

  it("turns to afterwards once the guest's own last part has ended", () => {
    const ceremonyOnly = planFor(['ceremony']);
    expect(momentAt(lisbon('2027-06-12T11:59'), ceremonyOnly)).toMatchObject({ phase: 'day', now: 'ceremony' });
    expect(momentAt(lisbon('2027-06-12T12:00'), ceremonyOnly)).toEqual({ phase: 'after' });
    expect(momentAt(lisbon('2027-06-13T02:00'), planFor(['party']))).toEqual({ phase: 'after' });
  });

  it('shows neither now nor next between two parts, only what comes', () => {
    expect(momentAt(lisbon('2027-06-12T18:00'), planFor([]))).toEqual({ phase: 'day', now: null, next: 'party', nextStartsAt: lisbon('2027-06-12T20:00') });
  });

  it('carries no part the guest is not invited to', () => {
    expect(planFor(['lunch']).parts.map((p) => p.id)).toEqual(['lunch']);
  });

  it('puts a part that starts after midnight on the next day', () => {
    const late = weddingInfoShape.parse({
      wedding: { date: '2027-06-12', timeZone: 'Europe/Lisbon', parts: [{ id: 'party', start: '21:00' }, { id: 'snack', start: '00:30', end: '01:30' }] },
    }) as WeddingInfo;
    expect(dayPlan(late).parts.find((p) => p.id === 'snack')).toEqual({ id: 'snack', start: lisbon('2027-06-13T00:30'), end: lisbon('2027-06-13T01:30') });
  });
});

it('never turns a wedding that stays an invitation (the specification\'s own, its date long past)', () => {
  const specimen = weddingInfoShape.parse({ wedding: { date: '2025-11-27', timeZone: 'Australia/Sydney', staysAnInvitation: true } }) as WeddingInfo;
  expect(momentAt(Date.UTC(2026, 10, 29), dayPlan(specimen))).toEqual({ phase: 'before' });
  expect(momentAt(Date.UTC(2025, 10, 27, 1), dayPlan(guestWedding(specimen, ['ceremony'], 'en')))).toEqual({ phase: 'before' });
});
