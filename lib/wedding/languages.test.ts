import { meantLanguage, storableTag, spokenLanguage } from './languages';

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

describe('spokenLanguage', () => {
  const THIRTY = ['en', 'es', 'fr', 'de', 'pl', 'pt', 'vi', 'ar', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'cs', 'ro', 'hu', 'el', 'tr', 'ru', 'uk', 'he', 'hi', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'id', 'th', 'fil'];

  it('gives a Chinese reader the script of their region', () => {
    expect(spokenLanguage('zh-TW', THIRTY)).toBe('zh-Hant');
    expect(spokenLanguage('zh-HK', THIRTY)).toBe('zh-Hant');
    expect(spokenLanguage('zh', THIRTY)).toBe('zh-Hans');
    expect(spokenLanguage('zh-CN', THIRTY)).toBe('zh-Hans');
    expect(spokenLanguage('zh-Hant', THIRTY)).toBe('zh-Hant');
  });

  it('reads Norwegian as Bokmål and Tagalog as Filipino, and a region as its language', () => {
    expect(spokenLanguage('no', THIRTY)).toBe('nb');
    expect(spokenLanguage('nn-NO', THIRTY)).toBe('nb');
    expect(spokenLanguage('tl', THIRTY)).toBe('fil');
    expect(spokenLanguage('pt-BR', THIRTY)).toBe('pt');
    expect(spokenLanguage('iw', THIRTY)).toBe('he');
  });

  it('finds nothing for a language the site does not speak', () => {
    expect(spokenLanguage('yo', THIRTY)).toBeNull();
    expect(spokenLanguage('ca-ES', THIRTY)).toBeNull();
    expect(spokenLanguage('not a tag!', THIRTY)).toBeNull();
  });
});

it('knows a language the site does not speak by its English name', () => {
  expect(meantLanguage('Yoruba')).toBe('yo');
  expect(meantLanguage('swahili')).toBe('sw');
  expect(meantLanguage('Catalan')).toBe('ca');
  expect(meantLanguage('Klingonese')).toBeNull();
});
