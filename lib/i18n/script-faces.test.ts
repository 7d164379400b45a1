import { messagesFor } from './catalogues';
import { addedFacesCss, fontRequest, lettersShown, scriptFacesCss, scriptFacesFor } from './script-faces';

// A page in a script our Latin faces lack names faces cut to its own characters, and only those.

const addresses = (css: string) => [...css.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((m) => m[1]!);
const ranges = (css: string) => [...css.matchAll(/unicode-range:([^}]+)\}/g)].map((m) => m[1]!);
const asRequest = (address: string) => {
  const [, , face, slice, file] = address.split('/');
  return fontRequest(face!, slice!, file!);
};

// First: the faces' files are read once a process, by the first page that needs them.
it('leaves a page to the system’s faces, and still answering, when the faces’ files are not there', () => {
  jest.spyOn(process, 'cwd').mockReturnValue('/nowhere');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(scriptFacesCss('ko', '결혼')).toBe('');
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Script faces unavailable for ko: /));
  jest.restoreAllMocks();
});

it('gives a page the design’s faces draw whole nothing, and each of the other scripts its faces', () => {
  for (const language of ['en', 'pl', 'vi', 'ru', 'ar', 'tr']) expect(scriptFacesCss(language, 'Ünïcödé Łódź Привет مرحبا')).toBe('');
  for (const language of ['el', 'he', 'hi', 'th', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'zh-TW']) expect(scriptFacesFor(language)).not.toBeNull();
});

it('cuts a Japanese page to its own characters, each address naming exactly the ones its rule claims', () => {
  const css = scriptFacesCss('ja', '田中様 結婚いたします Porto 2027年');
  const urls = addresses(css);
  expect(urls.length).toBeGreaterThan(1);
  const claimed = ranges(css).flatMap((r) => r.split(',')).map((u) => String.fromCodePoint(parseInt(u.slice(2), 16)));
  expect(new Set(claimed)).toEqual(new Set([...'田中様結婚いたします年']));
  for (const url of urls) expect(asRequest(url)).not.toBeNull();
  expect(css).toMatch(/--web-serif:'Cormorant Garamond','Script Serif'/);
});

it('draws the Czech, Romanian and Turkish letters Lato lacks in Noto Sans, at both body weights, and no others', () => {
  const css = scriptFacesCss('cs', 'Přehled Potvrzení účasti');
  const rules = css.split('\n').filter((r) => r.startsWith('@font-face'));
  expect(rules).toHaveLength(2);
  expect(rules.map((r) => /font-weight:(\d+)/.exec(r)?.[1])).toEqual(['400', '700']);
  // Small and capital: the labels are set in capitals.
  for (const rule of rules) expect(rule).toMatch(/font-family:'Latin Sans'.*unicode-range:U\+10C-10D,U\+158-159\}$/);
  expect(css).toMatch(/--web-sans:'Lato','Latin Sans','Script Sans','Script Serif','Noto Sans','Noto Sans Arabic','Wedding Sans Fallback',sans-serif/);
  expect(scriptFacesCss('ro', 'Vremea și calendarul')).toMatch(/unicode-range:U\+218-219\}/);
  expect(scriptFacesCss('tr', 'Çağla')).toMatch(/unicode-range:U\+11E-11F\}/);
  for (const address of addresses(css)) expect(asRequest(address)).not.toBeNull();
});

it('cuts a page to the letters found once for its language and those of its own text together', () => {
  // The catalogue's letters are found once a language; a guest's name brings its own.
  const css = scriptFacesCss('ja', '田中様', lettersShown('ja', '結婚 Porto'));
  const claimed = ranges(css).flatMap((r) => r.split(',')).map((u) => String.fromCodePoint(parseInt(u.slice(2), 16)));
  expect(new Set(claimed)).toEqual(new Set([...'田中様結婚']));
  // Turkish capitals: an ASCII "i" is shown as İ, which Lato lacks.
  expect([...lettersShown('tr', 'Davetiye')]).toEqual([0x130]);
});

const claimedBy = (css: string) => ranges(css).flatMap((r) => r.split(',')).flatMap((u) => {
  const [from, to = from] = u.slice(2).split('-').map((h) => parseInt(h, 16));
  return Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i));
});

it('cuts, for a notice shown after the page was cut, only the letters the page had not shown, in the same faces', () => {
  const page = lettersShown('ja', '田中様 結婚いたします 午後');
  const css = addedFacesCss('ja', page, [{ lang: 'ja', text: '午前零時、庭園で花火を打ち上げます。駐車場は満車です' }]);
  expect(new Set(claimedBy(css))).toEqual(new Set([...'前零時、庭園で花火を打ち上げ。駐車場は満車で']));
  expect(css).toContain("font-family:'Script Serif'");
  for (const url of addresses(css)) expect(asRequest(url)).not.toBeNull();
  expect(addedFacesCss('ja', page, [{ lang: 'ja', text: '田中様 午後' }])).toBe('');
  expect(addedFacesCss('en', new Set(), [{ lang: 'en', text: 'The boat leaves at 19:30' }])).toBe('');
});

it('draws a letter of another script in that script’s faces: a Japanese notice on a Hebrew page, a Greek name on an English one', () => {
  const hebrew = addedFacesCss('he', lettersShown('he', 'שלום'), [{ lang: 'ja', text: '花火は零時に' }]);
  expect(new Set(claimedBy(hebrew))).toEqual(new Set([...'花火は零時に']));
  expect(hebrew).toMatch(/noto-serif-jp-500@/);
  const greek = scriptFacesCss('en', 'Dear Ελένη');
  expect(greek).toMatch(/noto-serif-600@[^/]+\/greek\//);
  expect(greek).toMatch(/--web-serif:'Cormorant Garamond','Script Serif'/);
  // Chinese characters alone read as the text's language says: Traditional for a zh-Hant notice.
  expect(addedFacesCss('en', new Set(), [{ lang: 'zh-Hant', text: '煙火' }])).toMatch(/noto-serif-tc-500@/);
});

it('names one address per set of characters, and none a page could not have made', () => {
  const [url] = addresses(scriptFacesCss('he', 'שלום'));
  const [, , face, slice, file] = url!.split('/');
  expect(fontRequest(face!, slice!, file!)?.points.map((p) => String.fromCodePoint(p)).sort()).toEqual([...'שלום'].sort());
  expect(fontRequest(face!.replace(/@.*/, '@0.0.1'), slice!, file!)).toBeNull();
  expect(fontRequest('lato@5.3.0', slice!, file!)).toBeNull();
  expect(fontRequest(face!, 'latin', file!)).toBeNull();
  expect(fontRequest(face!, slice!, `AAAA${file}`)).toBeNull();
  expect(fontRequest(face!, slice!, '..%2F..%2Fpackage.json')).toBeNull();
});

it('covers every character of each script language’s own catalogue', () => {
  for (const language of ['el', 'he', 'hi', 'th', 'ja', 'ko', 'zh-Hans', 'zh-Hant']) {
    const text = JSON.stringify(messagesFor(language));
    const claimed = new Set(ranges(scriptFacesCss(language, text)).flatMap((r) => r.split(',')).flatMap((u) => {
      const [from, to = from] = u.slice(2).split('-').map((h) => parseInt(h, 16));
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    }));
    // What Lato draws (Latin, digits, punctuation) is not the script face's.
    const missing = [...new Set(text)].filter((c) => c.codePointAt(0)! > 0x24f && !/[\u2000-\u206f\u20ac]/.test(c) && !claimed.has(c.codePointAt(0)!));
    expect({ language, missing }).toEqual({ language, missing: [] });
  }
});

it('keeps a Hindi page’s letters on their headstroke: no letter spacing', () => {
  expect(scriptFacesCss('hi', 'प्रिय')).toContain('body *{letter-spacing:normal!important}');
  expect(scriptFacesCss('ja', '結婚')).not.toContain('letter-spacing');
});

