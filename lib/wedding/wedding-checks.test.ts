import type { WeddingInfo } from './types';
import { describeProblem, weddingInfoProblems } from './wedding-checks';
import { weatherFigures } from './wedding-day';

const info = (wedding: WeddingInfo['wedding'], extra: Partial<WeddingInfo> = {}): WeddingInfo => ({ couple: {}, photos: {}, wedding, rsvp: {}, ...extra });
const problems = (i: WeddingInfo) => weddingInfoProblems(i).map(describeProblem);

describe("the couple's wedding info, checked where it is written", () => {
  it('takes the demo as it is, and a Kraków wedding at 15:00 with its zone', () => {
    expect(problems(info({ date: '2025-11-27', time: '10:30 AM', schedule: { ceremony: '10:30 AM', speeches: '12:00 PM', lunch: '1:00 PM' } }))).toEqual([]);
    expect(problems(info({ date: '2027-06-12', startTime: '15:00', endTime: '23:30', timeZone: 'Europe/Warsaw', schedule: { ceremony: '15:00' } }))).toEqual([]);
  });

  it('refuses a date that is not YYYY-MM-DD, or no such day', () => {
    expect(problems(info({ date: '12.06.2027', timeZone: 'Europe/Warsaw' }))).toEqual(['wedding.date: "12.06.2027" is not a date as YYYY-MM-DD (2027-06-12)']);
    expect(problems(info({ date: '2027-02-30', timeZone: 'Europe/Warsaw' }))).toEqual(['wedding.date: "2027-02-30" is not a date as YYYY-MM-DD (2027-06-12)']);
  });

  it('asks for a time zone whenever the date is not the specification’s own', () => {
    expect(problems(info({ date: '2027-06-12' }))).toEqual([
      "wedding.timeZone: is required with a date of your own: the zone your times are in, an IANA name such as Europe/Warsaw (without it they would be Sydney's)",
    ]);
    expect(problems(info({ date: '2027-06-12', timeZone: 'Poland/Krakow' }))).toEqual([
      'wedding.timeZone: "Poland/Krakow" is not an IANA time zone (such as Europe/Warsaw or America/New_York)',
    ]);
  });

  it.each(['15.00', '3 PM', '15h', '3:00 XM', 'noon'])('refuses the time %j, naming the field', (time) => {
    expect(problems(info({ startTime: time, schedule: { lunch: time } }))).toEqual([
      `wedding.startTime: "${time}" is not a time as HH:MM, 24-hour (15:00), or h:MM AM/PM (3:00 PM)`,
      `wedding.schedule.lunch: "${time}" is not a time as HH:MM, 24-hour (15:00), or h:MM AM/PM (3:00 PM)`,
    ]);
  });

  it('takes a day that ends after midnight, as 01:00, 1:00 AM or 24:00', () => {
    for (const endTime of ['01:00', '1:00 AM', '24:00', '00:00'])
      expect(problems(info({ date: '2027-09-18', timeZone: 'Europe/Lisbon', startTime: '15:00', endTime }))).toEqual([]);
  });

  it('refuses 25:00 saying how to write a party past midnight, and 24:00 as a start', () => {
    expect(problems(info({ startTime: '24:00', endTime: '25:00' }))).toEqual([
      'wedding.startTime: "24:00" is midnight at the end of the day, so it can only be an end: a start is 00:00 to 23:59',
      'wedding.endTime: "25:00" is not a time: the clock runs 00:00 to 23:59 (24:00 only as an end). For a party that ends after midnight write the time the clock shows then, such as 01:00: an end at or before its start is the next day',
    ]);
  });

  it('refuses an end so far into the next day that it is a slip, coordinates off the globe and a deadline that is not a date', () => {
    expect(
      problems(info({ startTime: '15:00', endTime: '14:00', venue: { coordinates: { lat: 151.2, lng: -33.8 } } }, { rsvp: { deadline: 'next Friday' } })),
    ).toEqual([
      'wedding.endTime: 14:00 would be 23 hours after the start (15:00), on the next day: a day or part lasts at most 18 hours. If it ends the same day, write a time after the start (24-hour, or with PM)',
      'wedding.venue.coordinates: must be a latitude (-90 to 90) and a longitude (-180 to 180) in degrees',
      'rsvp.deadline: "next Friday" is not a date as YYYY-MM-DD (2027-06-12)',
    ]);
  });
});

describe('the weather card', () => {
  it('shows only the figures the couple gave, never the specification’s in their place', () => {
    expect(weatherFigures({})).toEqual({});
    expect(weatherFigures({ weather: { highC: 21, uvIndex: ' High ' } })).toEqual({ highC: 21, uvIndex: 'High' });
    expect(weatherFigures({ weather: { highC: 23, lowC: 18, precipitationPercent: 28, uvIndex: 'V. High' } })).toEqual({
      highC: 23,
      lowC: 18,
      precipitationPercent: 28,
      uvIndex: 'V. High',
    });
  });
});
