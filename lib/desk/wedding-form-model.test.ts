import { readFileSync } from 'node:fs';
import { weddingChanges, weddingFromForm } from './wedding-edit';
import { labelledChanges, weddingFormModel, type FormField } from './wedding-form-model';

// The Porto couple's wedding as the desk's form shows it, and its changes named as the couple knows them.

const porto = JSON.parse(readFileSync('tests/fixtures/porto-wedding/wedding.json', 'utf8')) as Record<string, unknown>;
const LANGUAGES = ['en', 'pt', 'ja', 'ar'];
const fieldsOf = (model: ReturnType<typeof weddingFormModel>) =>
  model.groups.flatMap((g) => [...g.fields, ...(g.translations?.fields ?? [])]);
const field = (model: ReturnType<typeof weddingFormModel>, name: string) => fieldsOf(model).find((f) => f.name === name) as FormField;

// What a browser sends back for the form as drawn, with some fields changed.
function sent(model: ReturnType<typeof weddingFormModel>, changed: Record<string, string>) {
  const form = new URLSearchParams({ 'parts.count': String(model.partsCount), language: model.language.value, 'photos.hero': model.hero.value });
  for (const f of fieldsOf(model)) form.set(f.name, f.value);
  for (const [k, v] of Object.entries(changed)) form.set(k, v);
  return form;
}

describe("the wedding's form", () => {
  const model = weddingFormModel(porto, LANGUAGES, [{ path: 'gallery/a.jpg', caption: 'At the quinta' }]);

  it('names each part by its name, and leaves one empty part to add', () => {
    expect(model.groups.map((g) => g.legend)).toEqual([
      'The couple', 'The day', 'The venue', 'Ceremony', 'Dinner', 'Party', 'A new part (leave empty for none)', 'Replies', 'After the day', 'Weather (usual for the day)',
      'Older fields, read only where the ones above are empty',
    ]);
    expect(model.partsCount).toBe(4);
    expect(field(model, 'wedding.parts[1].start')).toMatchObject({ label: 'Start', value: '19:00', type: 'time' });
    expect(model.groups[4]!.translations!.summary).toBe('Its name in other languages (2 of 4 given)');
    expect(field(model, 'wedding.parts[1].translations.ja.name')).toMatchObject({ value: 'ディナー', lang: 'ja', dir: 'ltr' });
    expect(field(model, 'wedding.parts[1].translations.ar.name')).toMatchObject({ value: '', dir: 'rtl' });
  });

  it('offers the photos to greet with, keeping the chosen one though the gallery does not list it', () => {
    expect(model.hero).toEqual({
      value: 'gallery/hero-couple-ines-kenji.jpg',
      options: [
        { path: 'gallery/hero-couple-ines-kenji.jpg', caption: 'The photo chosen now (not in the gallery)' },
        { path: 'gallery/a.jpg', caption: 'At the quinta' },
      ],
    });
    // Stored as pt-PT, which the site reads as Portuguese: one Portuguese to choose, the wedding's own tag.
    expect(model.language.options.filter((o) => /Portuguese/.test(o.name))).toEqual([
      { tag: 'pt-BR', name: 'Brazilian Portuguese (português (Brasil))' },
      { tag: 'pt-PT', name: 'European Portuguese (português europeu) — as stored' },
    ]);
    expect(model.language.options.filter((o) => /English/.test(o.name))).toEqual([{ tag: '', name: 'English (the default)' }]);
  });

  it('gives a date or time a picker only when the stored value fits one, so a save never empties it', () => {
    const odd = weddingFormModel({ ...porto, wedding: { ...(porto.wedding as object), date: '18 September 2027', startTime: '3 PM' } }, LANGUAGES, []);
    expect(field(odd, 'wedding.date')).toMatchObject({ type: 'text', value: '18 September 2027' });
    expect(field(odd, 'wedding.startTime')).toMatchObject({ type: 'text', value: '3 PM' });
    expect(field(model, 'wedding.date')).toMatchObject({ type: 'date', value: '2027-09-18', label: 'Date' });
    expect(field(model, 'wedding.endTime')).toMatchObject({ type: 'time', label: 'End (at or before the start is the next day)' });
    expect(field(odd, 'wedding.startTime').label).toBe('Start (HH:MM)');
    expect(field(model, 'rsvp.email').type).toBe('email');
  });

  it('offers no field guests never read, and leaves what such a field holds as it is', () => {
    const stored = { ...porto, loveStory: { title: 'Our story' }, wedding: { ...(porto.wedding as object), reception: { time: '19:00', venue: 'Quinta' } } };
    const withOld = weddingFormModel(stored, LANGUAGES, []);
    expect(fieldsOf(withOld).map((f) => f.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^loveStory|reception/)]));
    expect(fieldsOf(withOld).map((f) => f.label)).not.toContainEqual(expect.stringMatching(/Recap|shown nowhere/));
    const next = weddingFromForm(stored, sent(withOld, { 'loveStory.title': 'Recap?', 'wedding.reception.time': '' }));
    expect(weddingChanges(stored, next)).toEqual([]);
  });

  it('sends back nothing changed when nothing was', () => {
    expect(weddingChanges(porto, weddingFromForm(porto, sent(model, {})))).toEqual([]);
  });

  it("names each change as the form labels it, never by the file's path", () => {
    const next = weddingFromForm(porto, sent(model, {
      'wedding.parts[1].start': '19:30',
      'wedding.parts[2].translations.ar.name': 'حفلة',
      'wedding.venue.name': 'Sé do Porto',
      language: 'pt',
      'wedding.parts[3].id': 'brunch',
      'wedding.parts[3].name': 'Brunch',
    }));
    expect(labelledChanges(weddingChanges(porto, next), porto, next)).toEqual([
      { label: "The couple: the site's language for guests without one", before: 'European Portuguese (português europeu)', after: 'Portuguese (português)' },
      { label: 'The venue: Venue', before: 'Igreja de São Francisco', after: 'Sé do Porto' },
      { label: 'Dinner: Start', before: '19:00', after: '19:30' },
      { label: 'Party: name in Arabic (العربية)', before: '', after: 'حفلة' },
      { label: 'Brunch: Id', before: '', after: 'brunch' },
      { label: 'Brunch: Name', before: '', after: 'Brunch' },
    ]);
  });
});

it("names the greeting's photo in a preview by its caption, never its path", () => {
  const next = weddingFromForm(porto, new URLSearchParams({ 'photos.hero': 'gallery/ribeira.jpg' }));
  const captions = new Map([['gallery/hero-couple-ines-kenji.jpg', 'Inês and Kenji by the Douro'], ['gallery/ribeira.jpg', 'The Ribeira at dusk']]);
  expect(labelledChanges(weddingChanges(porto, next), porto, next, captions)).toEqual([
    { label: "The couple: the greeting's photo", before: 'Inês and Kenji by the Douro', after: 'The Ribeira at dusk' },
  ]);
  const elsewhere = weddingFromForm(porto, new URLSearchParams({ 'photos.hero': 'story/2019-tram.jpg' }));
  expect(labelledChanges(weddingChanges(porto, elsewhere), porto, elsewhere, captions)[0]?.after).toBe('2019-tram.jpg');
});
