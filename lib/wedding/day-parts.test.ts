import type { DayPart, WeddingInfo } from './types';
import { distinctVenues, guestWedding, listedParts, noPartLeft, resolvedParts } from './day-parts';
import { weddingInfoProblems } from './wedding-checks';

const QUINTA = { name: 'Quinta da Ribafria', address: 'Estrada da Ribafria, Sintra' };
const FADO = { name: 'Casa do Fado Alfama', address: 'Largo do Chafariz de Dentro 1, Lisboa' };

const info = (wedding: Partial<WeddingInfo['wedding']>): WeddingInfo => ({
  couple: {},
  photos: {},
  wedding: { date: '2027-06-12', timeZone: 'Europe/Lisbon', venue: QUINTA, ...wedding },
  rsvp: {},
});

const PARTS: DayPart[] = [
  { id: 'ceremony', name: 'Ceremony', start: '15:00', end: '16:00', translations: { pt: { name: 'Cerimónia' } } },
  { id: 'lunch', name: 'Garden lunch', start: '16:30' },
  { id: 'evening', name: 'Fado night', start: '8:00 PM', venue: FADO },
];
const lisbon = info({ endTime: '23:30', parts: PARTS });

describe('a wedding that lists no parts', () => {
  it("is the specification's day: Ceremony, Speeches and Lunch at the venue, the last ending with the day", () => {
    const spec = info({ date: '2025-11-27', timeZone: 'Australia/Sydney', venue: QUINTA });
    expect(resolvedParts(spec)).toEqual([
      { id: 'ceremony', start: '10:30 AM', end: '12:00 PM', venue: QUINTA, atWeddingVenue: true },
      { id: 'speeches', start: '12:00 PM', end: '1:00 PM', venue: QUINTA, atWeddingVenue: true },
      { id: 'lunch', start: '1:00 PM', end: '15:30', venue: QUINTA, atWeddingVenue: true },
    ]);
  });

  it("takes the schedule's times where the couple gave them, row by row", () => {
    expect(listedParts(info({ schedule: { speeches: '12:15 PM', lunch: '  ' } })).map((p) => p.start)).toEqual(['10:30 AM', '12:15 PM', '1:00 PM']);
  });

  it('shows a whole-day guest the day as it always was: 10:30 to 15:30 at the one venue', () => {
    const spec = info({ date: '2025-11-27', timeZone: 'Australia/Sydney', time: '10:30 AM', startTime: '10:30', endTime: '15:30', schedule: { ceremony: '10:30 AM' } });
    const mine = guestWedding(spec, [], 'en').wedding;
    expect(mine).toMatchObject({ startTime: '10:30', endTime: '15:30', venue: QUINTA });
    expect(mine.parts?.map((p) => p.id)).toEqual(['ceremony', 'speeches', 'lunch']);
  });
});

describe('a day in parts', () => {
  it('ends a part without an end when the next begins, and the last with the day; a part without a venue is at the wedding’s', () => {
    expect(resolvedParts(lisbon).map((p) => [p.id, p.start, p.end, p.venue?.name, p.atWeddingVenue])).toEqual([
      ['ceremony', '15:00', '16:00', 'Quinta da Ribafria', true],
      ['lunch', '16:30', '8:00 PM', 'Quinta da Ribafria', true],
      ['evening', '8:00 PM', '23:30', 'Casa do Fado Alfama', false],
    ]);
  });

  it('begins with its first part when the couple gives no start of the day', () => {
    const noEnd = info({ parts: [{ id: 'dinner', start: '18:00' }] });
    expect(resolvedParts(noEnd)[0]!.end).toBe('23:00');
  });

  it.each([
    [['ceremony'], ['ceremony'], '15:00', '16:00', 'Quinta da Ribafria'],
    [['lunch'], ['lunch'], '16:30', '18:30', 'Quinta da Ribafria'],
    [['lunch', 'evening'], ['lunch', 'evening'], '16:30', '23:30', 'Quinta da Ribafria'],
    [['evening'], ['evening'], '20:00', '23:30', 'Casa do Fado Alfama'],
    [['evening', 'ceremony'], ['ceremony', 'evening'], '15:00', '23:30', 'Quinta da Ribafria'],
  ])('a guest invited to %j sees %j, from %s to %s at %s, and nothing of the other parts', (invited, shown, start, end, venue) => {
    const mine = guestWedding(lisbon, invited, 'en');
    expect(mine.wedding.parts?.map((p) => p.id)).toEqual(shown);
    expect(mine.wedding).toMatchObject({ startTime: start, endTime: end, venue: { name: venue } });
    const others = PARTS.filter((p) => !shown.includes(p.id));
    const text = JSON.stringify(mine);
    for (const other of others) {
      expect(text).not.toContain(other.name);
      // Not even as the end of a part without one: the lunch guest's lunch lasts two hours instead.
      expect(text).not.toContain(`"${other.start}"`);
      if (other.venue) expect(text).not.toContain(other.venue.name!);
    }
    if (!shown.includes('ceremony') && !shown.includes('lunch')) expect(text).not.toContain(QUINTA.name);
  });

  it("names the parts in the guest's language where the couple translated them, and keeps no other translation", () => {
    const mine = guestWedding(lisbon, ['ceremony'], 'pt');
    expect(mine.wedding.parts).toEqual([expect.objectContaining({ id: 'ceremony', name: 'Cerimónia' })]);
    expect(JSON.stringify(mine)).not.toContain('translations');
  });

  it('drops the schedule, the reception and the loose time, which would tell of the whole day', () => {
    const mine = guestWedding(info({ ...lisbon.wedding, time: '3:00 PM', schedule: { lunch: '4:30 PM' }, reception: { time: '8:00 PM', venue: 'Casa do Fado' } }), ['ceremony'], 'en');
    expect(mine.wedding).not.toHaveProperty('schedule');
    expect(mine.wedding).not.toHaveProperty('reception');
    expect(mine.wedding).not.toHaveProperty('time');
  });

  it('gives a guest none of whose parts remain the date and its zone, and no part, time or venue of anyone’s (the doctor fails such guests)', () => {
    const mine = guestWedding(info({ ...lisbon.wedding, time: '3:00 PM', startTime: '15:00', schedule: { lunch: '4:30 PM' }, reception: { time: '8:00 PM' } }), ['brunch'], 'en');
    expect(mine.wedding).toEqual({ date: '2027-06-12', timeZone: 'Europe/Lisbon', parts: [] });
    expect(noPartLeft(mine)).toBe(true);
    expect(resolvedParts(mine)).toEqual([]);
    const text = JSON.stringify(mine);
    for (const tell of ['15:00', '16:00', '16:30', '8:00 PM', '23:30', 'Ceremony', 'Garden lunch', 'Fado night', QUINTA.name, FADO.name]) expect(text).not.toContain(tell);
  });

  it('keeps the whole day for a guest invited to it, and a guest with a part left is not without one', () => {
    expect(noPartLeft(guestWedding(lisbon, [], 'en'))).toBe(false);
    expect(noPartLeft(guestWedding(lisbon, ['brunch', 'evening'], 'en'))).toBe(false);
  });

  it("gives no part one unknown venue (the spec's 'Venue TBA')", () => {
    expect(distinctVenues([])).toEqual([{ venue: undefined, parts: [] }]);
  });

  it('gives one card per distinct venue, in the order of the parts', () => {
    const venues = distinctVenues(resolvedParts(lisbon));
    expect(venues.map((v) => [v.venue?.name, v.parts.map((p) => p.id)])).toEqual([
      ['Quinta da Ribafria', ['ceremony', 'lunch']],
      ['Casa do Fado Alfama', ['evening']],
    ]);
  });
});

describe('the content checks', () => {
  const problems = (parts: DayPart[], wedding: Partial<WeddingInfo['wedding']> = {}) =>
    weddingInfoProblems(info({ endTime: '23:30', ...wedding, parts })).map((p) => `${p.field}: ${p.message}`);

  it('accept the Lisbon day', () => expect(problems(PARTS)).toEqual([]));

  it('refuse an id a CSV could not carry, a repeated id, a missing or malformed time, an end before its start, and parts out of order', () => {
    expect(
      problems([
        { id: 'Evening Party', start: '20:00' },
        { id: 'lunch', start: '' },
        { id: 'lunch', start: '21.00' },
        { id: 'late', start: '22:00', end: '21:00' },
        { id: 'early', start: '9:00' },
      ]),
    ).toEqual([
      'wedding.parts[0].id: "Evening Party" is not an id of lowercase letters, digits and hyphens (such as ceremony or evening-party)',
      'wedding.parts[1].start: is required: when the part begins, as HH:MM, 24-hour (15:00), or h:MM AM/PM (3:00 PM)',
      'wedding.parts[2].id: "lunch" is the id of an earlier part too',
      'wedding.parts[2].start: "21.00" is not a time as HH:MM, 24-hour (15:00), or h:MM AM/PM (3:00 PM)',
      "wedding.parts[3].end: 21:00 would be 23 hours after the part's start (22:00), on the next day: a day or part lasts at most 18 hours. If it ends the same day, write a time after the start (24-hour, or with PM)",
      'wedding.parts[4].start: 9:00 is before the part above it: list the parts in the order of the day',
    ]);
  });

  it('accept a last part that ends after midnight, and say so when the day ends before it', () => {
    const party: DayPart = { id: 'party', start: '21:00', end: '01:00' };
    expect(problems([...PARTS, party], { endTime: '01:00' })).toEqual([]);
    expect(problems([...PARTS, party], { endTime: '23:30' })).toEqual(['wedding.endTime: 23:30 is before the last part ends (01:00, the next day): give both the same end']);
    expect(resolvedParts(info({ parts: [{ id: 'party', start: '21:00' }], endTime: '1:00 AM' }))[0]!.end).toBe('01:00');
  });

  it('ask for an end when the last part starts after the day ends', () => {
    expect(problems([{ id: 'ceremony', start: '15:00' }, { id: 'evening', start: '20:00' }], { endTime: '19:00' })).toEqual([
      'wedding.parts[1].end: is required: the last part starts at 20:00, after the day ends (19:00); give it an end, or give wedding.endTime',
    ]);
  });
});
