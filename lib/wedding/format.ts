/**
 * A date for people: '2025-10-27' → 'Monday, 27 October 2025'. Date-only values are
 * read as calendar days (no time-zone drift); anything unreadable is shown as it is.
 */
export function formatDeadline(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = dateOnly ? new Date(Date.UTC(+dateOnly[1]!, +dateOnly[2]! - 1, +dateOnly[3]!)) : new Date(value);
  if (Number.isNaN(date.getTime())) return value.trim();
  const parts = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : 'Australia/Sydney',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Assembled by hand: ICU versions disagree on the comma after the weekday.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
