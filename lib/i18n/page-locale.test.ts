import { openGraphLocale } from '@/lib/invitation/share-metadata';
import { pageLocale } from './page-locale';

describe("the page's language with its region", () => {
  it('is a Portuguese guest’s own pt-PT, so a link preview says pt_PT and not pt_BR', () => {
    expect(pageLocale('pt', 'pt-PT', 'en')).toBe('pt-PT');
    expect(openGraphLocale(pageLocale('pt', 'pt-PT', null))).toBe('pt_PT');
  });

  it("is the wedding's region for a guest who gave the language alone, or none", () => {
    expect(pageLocale('pt', 'pt', 'pt-PT')).toBe('pt-PT');
    expect(pageLocale('pt', null, 'pt-PT')).toBe('pt-PT');
  });

  it("never takes a region of another language: a Japanese guest on a Portuguese page at an English wedding reads 'pt'", () => {
    expect(pageLocale('pt', 'ja-JP', 'en-GB')).toBe('pt');
    expect(openGraphLocale(pageLocale('pt', 'ja-JP', 'en-GB'))).toBe('pt_BR');
    expect(pageLocale('en', 'de-DE', 'en-GB')).toBe('en-GB');
  });
});
