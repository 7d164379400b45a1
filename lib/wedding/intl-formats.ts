// Each made once: making one loads its locale's and zone's data (~1 ms), and every page asks for the same few dozen.
const MOST = 500;
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  const kept = made.get(key) as T | undefined;
  if (kept !== undefined) return kept;
  const value = make();
  if (made.size >= MOST) made.clear();
  made.set(key, value);
  return value;
}

type Locales = string | readonly string[];
const keyOf = (kind: string, locales: Locales, options: object) => `${kind}|${String(locales)}|${JSON.stringify(options)}`;

/** Only with a time zone: without one, a formatter keeps the zone the device had when it was made. */
export const dateTimeFormat = (locales: Locales, options: Intl.DateTimeFormatOptions & { timeZone: string }) =>
  once(keyOf('date', locales, options), () => new Intl.DateTimeFormat(locales as string[], options));

export const numberFormat = (locales: Locales, options: Intl.NumberFormatOptions = {}) =>
  once(keyOf('number', locales, options), () => new Intl.NumberFormat(locales as string[], options));

export const listFormat = (locales: Locales, options: Intl.ListFormatOptions = {}) =>
  once(keyOf('list', locales, options), () => new Intl.ListFormat(locales as string[], options));

export const displayNames = (locales: Locales, options: Intl.DisplayNamesOptions) =>
  once(keyOf('names', locales, options), () => new Intl.DisplayNames(locales as string[], options));
