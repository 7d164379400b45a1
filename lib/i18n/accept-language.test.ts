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
