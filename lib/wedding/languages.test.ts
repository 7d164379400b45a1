import { meantLanguage, storableTag } from './languages';

const SPOKEN = ['ar', 'de', 'en', 'es', 'fr', 'pl', 'pt', 'vi'];

describe('storableTag', () => {
  it('keeps what the database stores, in its canonical spelling', () => {
    expect(storableTag('pt-pt')).toBe('pt-PT');
    expect(storableTag('ja')).toBe('ja');
  });

  it('refuses a word the database refuses, although BCP 47 allows it', () => {
    expect(storableTag('deutsch')).toBeNull();
    expect(storableTag('pt_PT')).toBeNull();
  });
});

describe('meantLanguage', () => {
  it.each([
    ['jp', 'ja'],
    ['cz', 'cs'],
    ['deutsch', 'de'],
    ['Deutsch', 'de'],
    ['Portuguese', 'pt'],
    ['português', 'pt'],
    ['japanese', 'ja'],
    ['pt_PT', 'pt-PT'],
    ['PT_br', 'pt-BR'],
  ])('reads %s as %s', (tag, meant) => {
    expect(meantLanguage(tag, SPOKEN)).toBe(meant);
  });

  it('has nothing to say of a tag that is fine, or of a word that is no language', () => {
    expect(meantLanguage('pl', SPOKEN)).toBeNull();
    expect(meantLanguage('banana', SPOKEN)).toBeNull();
    expect(meantLanguage('', SPOKEN)).toBeNull();
  });
});
