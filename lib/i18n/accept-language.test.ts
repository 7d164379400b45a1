import { negotiatedLanguage } from './accept-language';

const SPOKEN = ['ar', 'de', 'en', 'es', 'fr', 'it', 'pl', 'pt', 'vi'];

describe("the browser's language", () => {
  it('falls back from a region to its language', () => {
    expect(negotiatedLanguage('pt-BR,en;q=0.5', SPOKEN)).toBe('pt');
    expect(negotiatedLanguage('AR-eg', SPOKEN)).toBe('ar');
  });

  it("skips what the browser refuses or cannot name, and answers the site's default for nothing it speaks", () => {
    expect(negotiatedLanguage('*, de;q=0, es;q=0.3', SPOKEN)).toBe('es');
    expect(negotiatedLanguage('zh-Hant-TW, ja;q=0.8', SPOKEN)).toBe('en');
    expect(negotiatedLanguage('', SPOKEN)).toBe('en');
  });
});

describe('the browser language among thirty', () => {
  const THIRTY = ['en', 'es', 'fr', 'de', 'pl', 'pt', 'vi', 'ar', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'cs', 'ro', 'hu', 'el', 'tr', 'ru', 'uk', 'he', 'hi', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'id', 'th', 'fil'];

  it("follows the rule a guest's own tag does", () => {
    expect(negotiatedLanguage('zh-TW,zh;q=0.9,en;q=0.5', THIRTY)).toBe('zh-Hant');
    expect(negotiatedLanguage('zh-CN', THIRTY)).toBe('zh-Hans');
    expect(negotiatedLanguage('no,en;q=0.3', THIRTY)).toBe('nb');
    expect(negotiatedLanguage('yo, ja;q=0.7', THIRTY)).toBe('ja');
  });
});
