export const SECTIONS = {
  couple: ['couple.name1', 'couple.name2', 'couple.fullNames', 'photos.hero'],
  day: ['wedding.date', 'wedding.timeZone', 'wedding.place.name', 'wedding.startTime', 'wedding.endTime'],
  venue: ['wedding.venue.name', 'wedding.venue.address', 'wedding.venue.coordinates.lat', 'wedding.venue.coordinates.lng'],
  rsvp: ['rsvp.deadline', 'rsvp.email', 'rsvp.phone'],
  thanks: ['wedding.thanks.note'],
  weather: ['weather.highC', 'weather.lowC', 'weather.precipitationPercent', 'weather.uvIndex'],
  // Each shown to guests while the newer fields are empty; the reception and the love story's title never are, so not offered.
  older: ['couple.bride', 'couple.groom', 'wedding.time', 'wedding.schedule.ceremony', 'wedding.schedule.speeches', 'wedding.schedule.lunch'],
} as const;

export const SIMPLE_FIELDS: readonly string[] = ['language', ...Object.values(SECTIONS).flat()];
export const PART_FIELDS = ['id', 'name', 'start', 'end', 'venue.name', 'venue.address', 'venue.coordinates.lat', 'venue.coordinates.lng'] as const;

// A language tag as a form name may carry it: no dot, so the path splits where it should.
const TAG = '[A-Za-z0-9_-]{1,35}';
export const TRANSLATED_NAME = new RegExp(`^translations\\.${TAG}\\.name$`);
export const PLACE_TRANSLATION = new RegExp(`^wedding\\.place\\.translations\\.${TAG}\\.name$`);
export const THANKS_TRANSLATION = new RegExp(`^wedding\\.thanks\\.translations\\.${TAG}\\.note$`);
const isTag = (key: string) => new RegExp(`^${TAG}$`).test(key);

export const isNumberField = (field: string) => /^weather\.(highC|lowC|precipitationPercent)$|\.coordinates\.(lat|lng)$/.test(field);

const COORDINATE = { lat: 'Latitude (degrees, e.g. 41.1408)', lng: 'Longitude (degrees, e.g. -8.6158)' };

export const LABELS: Record<string, string> = {
  'couple.name1': 'First name of one', 'couple.name2': 'First name of the other', 'couple.fullNames': 'Full names (the invitation\'s title)',
  'photos.hero': 'The greeting\'s photo (a path in media/, e.g. gallery/hero-couple.jpg)',
  'wedding.date': 'Date (yyyy-mm-dd)', 'wedding.startTime': 'Start (HH:MM)', 'wedding.endTime': 'End (HH:MM; at or before the start is the next day)',
  'wedding.timeZone': 'Time zone (e.g. Europe/Lisbon)', 'wedding.place.name': 'Place guests know the time zone by (a city, e.g. Porto)',
  'wedding.venue.name': 'Venue', 'wedding.venue.address': 'Venue address',
  'wedding.venue.coordinates.lat': COORDINATE.lat, 'wedding.venue.coordinates.lng': COORDINATE.lng,
  'wedding.thanks.note': 'Your thank-you note (empty: the site\'s own, in each guest\'s language)',
  'rsvp.deadline': 'Reply by (yyyy-mm-dd)', 'rsvp.email': 'Reply e-mail', 'rsvp.phone': 'Reply phone',
  'weather.highC': 'Usual high (°C)', 'weather.lowC': 'Usual low (°C)', 'weather.precipitationPercent': 'Chance of rain (%)', 'weather.uvIndex': 'UV index (words)',
  'couple.bride': 'Bride\'s full name (read only without the names above)', 'couple.groom': 'Groom\'s full name (read only without the names above)',
  'wedding.time': 'Start, older form (read only without Start)',
  'wedding.schedule.ceremony': 'Ceremony (HH:MM; a date card row when there are no parts)',
  'wedding.schedule.speeches': 'Speeches (HH:MM; a date card row when there are no parts)',
  'wedding.schedule.lunch': 'Lunch (HH:MM; a date card row when there are no parts)',
  id: 'Id (lowercase, e.g. dinner)', name: 'Name', start: 'Start (HH:MM)', end: 'End (HH:MM)', 'venue.name': 'Venue (if not the wedding\'s)', 'venue.address': 'Its address',
  'venue.coordinates.lat': COORDINATE.lat, 'venue.coordinates.lng': COORDINATE.lng,
};

export function translationTags(translations: unknown, spoken: readonly string[]): string[] {
  const have = translations && typeof translations === 'object' && !Array.isArray(translations) ? Object.keys(translations).filter(isTag) : [];
  const listed = spoken.map((t) => have.find((k) => k.toLowerCase() === t.toLowerCase()) ?? t);
  return [...listed, ...have.filter((k) => !listed.includes(k))];
}
