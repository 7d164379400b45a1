import { weddingFromForm } from './wedding-edit';

/** The wedding form's place: written over wedding.json's, its translations kept. */

const current = { wedding: { date: '2027-09-18', timeZone: 'Europe/Lisbon', place: { name: 'Porto', translations: { ja: { name: 'ポルト' } } } } };

it('changes the place guests know the time zone by, keeping its translations', () => {
  const next = weddingFromForm(current, new URLSearchParams({ 'wedding.place.name': 'Penafiel' }));
  expect(next.wedding).toMatchObject({ place: { name: 'Penafiel', translations: { ja: { name: 'ポルト' } } }, timeZone: 'Europe/Lisbon' });
});

it('adds a place to a wedding without one, and leaves it alone when the form does not send it', () => {
  expect(weddingFromForm({ wedding: {} }, new URLSearchParams({ 'wedding.place.name': 'Porto' })).wedding).toEqual({ place: { name: 'Porto' } });
  expect(weddingFromForm(current, new URLSearchParams({ 'couple.name1': 'Inês' })).wedding).toEqual(current.wedding);
});
