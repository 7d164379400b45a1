import { JSDOM } from 'jsdom';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import { weddingFromForm, weddingProblems } from './wedding-edit';
import { weddingForm } from './wedding-screen';

/** The wedding form on a wedding that uses every field seeding reads: sent back unchanged, nothing in it changes. */

const EVERY_FIELD = {
  couple: { name1: 'Aiko', name2: 'Tomás', fullNames: 'Aiko Tanaka & Tomás Ruiz', bride: 'Aiko Tanaka', groom: 'Tomás Ruiz' },
  language: 'es-MX',
  photos: { hero: 'gallery/hero-couple-aiko-tomas.jpg', gallery: [] },
  loveStory: { title: 'Recap' },
  wedding: {
    date: '2028-03-11',
    time: '4:00 PM',
    startTime: '16:00',
    endTime: '23:30',
    timeZone: 'America/Mexico_City',
    place: { name: 'Oaxaca', translations: { ja: { name: 'オアハカ' }, 'pt-BR': { name: 'Oaxaca de Juárez' } } },
    venue: { name: 'Jardín Etnobotánico', address: 'Reforma s/n, Centro, 68000 Oaxaca', coordinates: { lat: 17.0654, lng: -96.7219 } },
    reception: { time: '7:00 PM', venue: 'Casa Oaxaca' },
    schedule: { ceremony: '4:00 PM', speeches: '6:00 PM', lunch: '7:00 PM' },
    parts: [
      { id: 'ceremony', name: 'Ceremonia', start: '16:00', end: '17:00', translations: { en: { name: 'Ceremony' }, ja: { name: '挙式' } } },
      {
        id: 'dinner',
        name: 'Cena',
        start: '19:00',
        venue: { name: 'Casa Oaxaca', address: 'García Vigil 407, Centro, Oaxaca', coordinates: { lat: '17.0662', lng: -96.7253 } },
        translations: { en: { name: 'Dinner' }, de: { name: 'Abendessen' }, fr: { name: 'Dîner', note: 'kept' } },
      },
    ],
  },
  rsvp: { deadline: '2028-01-31', email: 'aiko.tomas@example.com', phone: '+52 951 000 0000' },
  weather: { highC: 29, lowC: '12', precipitationPercent: 5, uvIndex: 'Very high' },
};

// What a browser would send for the form as it is shown.
function submitted(json: Record<string, unknown>): URLSearchParams {
  const { window } = new JSDOM(weddingForm(json, {}, spokenLanguages()).text);
  const form = window.document.querySelector('form[action="/wedding"]') as HTMLFormElement;
  return new URLSearchParams([...new window.FormData(form)].map(([k, v]) => [k, String(v)]));
}

it('sends back every field as it was: the file written from it is the same, byte for byte', async () => {
  const form = submitted(EVERY_FIELD);
  expect(form.get('wedding.parts[1].venue.coordinates.lat')).toBe('17.0662');
  expect(form.get('wedding.parts[0].translations.ja.name')).toBe('挙式');
  expect(form.get('wedding.place.translations.pt-BR.name')).toBe('Oaxaca de Juárez');
  expect(form.get('wedding.schedule.speeches')).toBe('6:00 PM');
  const next = weddingFromForm(EVERY_FIELD, form);
  expect(JSON.stringify(next, null, 2)).toBe(JSON.stringify(EVERY_FIELD, null, 2));
  expect(await weddingProblems(next, null)).toEqual({});
});

it("changes a part's translation and coordinates, and only those", () => {
  const form = submitted(EVERY_FIELD);
  form.set('wedding.parts[1].translations.pt.name', 'Jantar');
  form.set('wedding.parts[1].translations.de.name', '');
  form.set('wedding.parts[0].venue.coordinates.lat', '17.07');
  form.set('wedding.parts[0].venue.coordinates.lng', '-96.72');
  const next = weddingFromForm(EVERY_FIELD, form) as typeof EVERY_FIELD;
  const [ceremony, dinner] = next.wedding.parts;
  expect(dinner!.translations).toEqual({ en: { name: 'Dinner' }, fr: { name: 'Dîner', note: 'kept' }, pt: { name: 'Jantar' } });
  expect(ceremony).toEqual({ ...EVERY_FIELD.wedding.parts[0], venue: { coordinates: { lat: 17.07, lng: -96.72 } } });
  expect({ ...next, wedding: { ...next.wedding, parts: [] } }).toEqual({ ...EVERY_FIELD, wedding: { ...EVERY_FIELD.wedding, parts: [] } });
});

it('puts a coordinate the checks refuse beside its field, and one off the globe beside the pair', async () => {
  const errorsFor = async (field: string, value: string) => {
    const form = submitted(EVERY_FIELD);
    form.set(field, value);
    const next = weddingFromForm(EVERY_FIELD, form);
    const errors = await weddingProblems(next, null);
    return { errors, window: new JSDOM(weddingForm(next, errors, spokenLanguages()).text).window };
  };
  const described = (window: JSDOM['window'], name: string) => {
    const input = window.document.querySelector(`[name="${name}"]`)!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(window.document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    return input.getAttribute('aria-describedby')!.split(' ').map((id) => window.document.getElementById(id)!.textContent).join(' ');
  };

  const word = await errorsFor('wedding.parts[1].venue.coordinates.lng', 'west');
  expect(Object.keys(word.errors)).toEqual(['wedding.parts[1].venue.coordinates.lng']);
  expect(described(word.window, 'wedding.parts[1].venue.coordinates.lng')).toMatch(/not a number of degrees/);

  const offTheGlobe = await errorsFor('wedding.venue.coordinates.lat', '117.0654');
  expect(Object.keys(offTheGlobe.errors)).toEqual(['wedding.venue.coordinates']);
  expect(described(offTheGlobe.window, 'wedding.venue.coordinates.lat')).toMatch(/latitude \(-90 to 90\)/);
  expect(described(offTheGlobe.window, 'wedding.venue.coordinates.lng')).toMatch(/latitude \(-90 to 90\)/);
});

it('gives every input a label of its own', () => {
  const { window } = new JSDOM(weddingForm(EVERY_FIELD, {}, spokenLanguages()).text);
  const inputs = [...window.document.querySelectorAll('input:not([type=hidden]), select')];
  expect(inputs.length).toBeGreaterThan(80);
  const unlabelled = inputs.filter((input) => !window.document.querySelector(`label[for="${input.id}"]`)?.textContent?.trim());
  expect(unlabelled.map((input) => input.getAttribute('name'))).toEqual([]);
  expect(new Set(inputs.map((input) => input.id)).size).toBe(inputs.length);
});
