import { readFileSync } from 'node:fs';
import { pastMidnightFindings } from './doctor-parts';

/** Inês & Kenji's day (tests/fixtures/porto-wedding): the party, and so the day, end at 01:00. */
const PORTO = JSON.parse(readFileSync('tests/fixtures/porto-wedding/wedding.json', 'utf8')) as { wedding: Record<string, unknown> };

describe('what the doctor says of a day that ends after midnight', () => {
  it('names the day and the party with the date they end on, as an ok line', () => {
    expect(pastMidnightFindings(PORTO, 'wedding.json').map((f) => `${f.level}: ${f.title}`)).toEqual([
      'ok: In wedding.json the day ends after midnight, at 01:00 on 2027-09-19 (Europe/Lisbon): Party 21:00 to 01:00',
    ]);
  });

  it('says nothing of a day that ends the same day, or of info the checks refuse', () => {
    const sameDay = { ...PORTO, wedding: { ...PORTO.wedding, endTime: '23:30', parts: [{ id: 'ceremony', start: '15:00', end: '16:00' }] } };
    expect(pastMidnightFindings(sameDay, 'wedding.json')).toEqual([]);
    expect(pastMidnightFindings({ ...PORTO, wedding: { ...PORTO.wedding, endTime: '25:00' } }, 'wedding.json')).toEqual([]);
  });
});
