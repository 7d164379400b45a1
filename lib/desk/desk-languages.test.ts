import { languagesGuestsRead, readingNote } from './desk-languages';

// Beside a guest whose language the site does not speak, the desk says which one they will read.

it('names the language a Yoruba-speaking guest of an Italian wedding reads, and why', () => {
  expect(readingNote('Nonna Adunni', 'yo', 'it')).toBe('Nonna Adunni will read Italian: Yoruba is not a site language.');
  expect(readingNote('Joan Puig', 'ca-ES', null)).toBe('Joan Puig will read English: Catalan (Spain) is not a site language.');
});

it('says nothing for a guest who reads their own language, or the wedding’s', () => {
  for (const tag of ['it', 'pt-BR', 'zh-TW', 'no', null, '']) expect(readingNote('Ada', tag, 'it')).toBeNull();
});

it('offers names in the languages the guests read: theirs, or the wedding’s for Nonna, never English', async () => {
  const guests = [{ language: 'ja' }, { language: 'yo' }, { language: 'en-GB' }, { language: null }, { language: 'zh-TW' }];
  const place = { store: { list: async () => guests }, readWedding: async () => ({ language: 'it' }) } as unknown as Parameters<typeof languagesGuestsRead>[0];
  expect(await languagesGuestsRead(place)).toEqual(['it', 'ja', 'zh-Hant']);
});
