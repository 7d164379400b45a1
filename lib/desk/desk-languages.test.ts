import { deskLanguages, languagesGuestsRead, readingNote, weddingLanguages } from './desk-languages';

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

describe('the language menus', () => {
  const named = (list: { tag: string; name: string }[], words: RegExp) => list.filter((l) => words.test(l.name));

  it("lists each of the site's languages once for a guest, their stored tag in its place", () => {
    expect(named(deskLanguages(), /English/)).toEqual([{ tag: 'en', name: 'English' }]);
    expect(named(deskLanguages('en-GB'), /English/)).toEqual([{ tag: 'en-GB', name: 'British English — as stored' }]);
    expect(named(deskLanguages('EN'), /English/)).toEqual([{ tag: 'EN', name: 'English' }]);
    expect(deskLanguages('yo')[0]).toEqual({ tag: 'yo', name: 'Yoruba (Èdè Yorùbá) — as stored' });
    expect(deskLanguages('yo')).toHaveLength(deskLanguages().length + 1);
  });

  it("offers English once for the wedding: the default when it names none, its own tag when it names English", () => {
    expect(named(weddingLanguages(''), /English/)).toEqual([{ tag: '', name: 'English (the default)' }]);
    expect(named(weddingLanguages('en'), /English/)).toEqual([{ tag: 'en', name: 'English' }]);
    expect(weddingLanguages('en').some((l) => l.tag === '')).toBe(false);
    expect(named(weddingLanguages('ja'), /English|Japanese/)).toEqual([
      { tag: '', name: 'English (the default)' },
      { tag: 'ja', name: 'Japanese (日本語)' },
    ]);
    expect(weddingLanguages('')).toHaveLength(deskLanguages().length);
  });
});
