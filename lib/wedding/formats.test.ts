import { celsiusText, clockRangeText, clockText, dayText, deadlineText, fillSlots, percentText } from './formats';

const DAY = { year: 2025, month: 11, day: 27 };

describe('dates in each language', () => {
  it("keep the specification's English forms", () => {
    expect(dayText(DAY, 'en')).toBe('27 November 2025');
    expect(deadlineText('2025-10-27', 'en', 'Australia/Sydney')).toBe('Monday, 27 October 2025');
  });

  it('are written the way each language writes them', () => {
    expect(dayText(DAY, 'pl')).toBe('27 listopada 2025');
    expect(dayText(DAY, 'de')).toBe('27. November 2025');
    expect(dayText(DAY, 'vi')).toBe('27 tháng 11, 2025');
    expect(deadlineText('2025-10-27', 'pl', 'Australia/Sydney')).toBe('poniedziałek, 27 października 2025');
    expect(deadlineText('2025-10-27', 'fr', 'Australia/Sydney')).toBe('lundi 27 octobre 2025');
  });

  it('read a calendar date without time-zone drift, and a moment in the wedding’s zone', () => {
    // 23:30 UTC on the 26th is already the 27th in Sydney.
    expect(deadlineText('2025-10-26T23:30:00Z', 'en', 'Australia/Sydney')).toBe('Monday, 27 October 2025');
    expect(deadlineText('2025-10-26T23:30:00Z', 'en', 'Europe/Lisbon')).toBe('Sunday, 26 October 2025');
  });

  it('show a deadline they cannot read as it is, and nothing for empty values', () => {
    expect(deadlineText('end of October', 'pl', 'UTC')).toBe('end of October');
    expect(deadlineText('  ', 'en', 'UTC')).toBeNull();
    expect(deadlineText(undefined, 'en', 'UTC')).toBeNull();
  });
});

describe('times and figures', () => {
  it('keep an English time as the couple wrote it, and write it the 24-hour way in Polish', () => {
    expect(clockText('1:00 PM', { hour: 13, minute: 0 }, 'en')).toBe('1:00 PM');
    expect(clockText('1:00 PM', { hour: 13, minute: 0 }, 'pl')).toBe('13:00');
    expect(clockText('after lunch', null, 'pl')).toBe('after lunch');
  });

  it('keep a range past midnight in reading order in right-to-left text, isolated from the words around it', () => {
    const [nine, three] = [['21:00', { hour: 21, minute: 0 }], ['3:00', { hour: 3, minute: 0 }]] as [string, { hour: number; minute: number }][];
    expect(clockRangeText(nine!, three!, 'de')).toBe('21:00–3:00');
    expect(clockRangeText(nine!, three!, 'he')).toBe('\u206821:00–3:00\u2069');
    expect(clockRangeText(nine!, three!, 'ar')).toMatch(/^\u20689:00\sم – 3:00\sص\u2069$/);
  });

  it('write degrees and percentages as each language does', () => {
    expect(celsiusText(23, 'en')).toBe('23°C');
    expect(percentText(28, 'en')).toBe('28%');
    // A French space before %, a German one before °C (which space is ICU's choice).
    expect(percentText(28, 'fr')).toMatch(/^28\s%$/);
    expect(celsiusText(23, 'de')).toMatch(/^23\s°C$/);
  });

  it('fill the slots a browser completes itself', () => {
    expect(fillSlots('{current} / {total}', { current: 2, total: 3 })).toBe('2 / 3');
    expect(fillSlots('{current} من {total}', { current: 2, total: 3 })).toBe('2 من 3');
    expect(fillSlots('{missing} stays', {})).toBe('{missing} stays');
  });
});
