import { fittedFaces, widthRatio } from './stand-in-fit';

/** The greeting's requests, as the hero makes them: each part of the couple's names, then the guest's name. */
const greetingFaces = (guestName: string, parts: string[]) =>
  fittedFaces([
    ...parts.map((text, i) => ({ family: `Wedding Names ${i + 1}`, text, face: 'script' as const })),
    { family: 'Wedding Guest', text: guestName, face: 'serifBold' },
  ]);

// Widths read with fontkit from the font files (Great Vibes; Liberation Serif Italic, metric twin of
// Times New Roman Italic), in em: Chromium lays these names out at exactly these widths.
const AMELIA = { greatVibes: 7.453, serifItalic: 8.1934 };

describe('a stand-in fitted to one name', () => {
  it('is scaled by the name\'s width in the web face over its width in the system face', () => {
    expect(widthRatio('Amelia Rose Hart &', 'script')).toBeCloseTo(AMELIA.greatVibes / AMELIA.serifItalic, 3);
  });

  it('fits a name the way it is drawn, whether its accents are typed as one character or two', () => {
    expect(widthRatio('Zoe\u0308 Łęcka', 'script')).toBe(widthRatio('Zoë Łęcka', 'script'));
    expect(widthRatio('Мария Соколова', 'script')).toEqual(expect.any(Number));
  });

  it('is not made for a name with a letter either face lacks: the general stand-in serves it', () => {
    expect(widthRatio('王芳 & Tom', 'script')).toBeNull();
    expect(widthRatio('Đặng Văn Lâm', 'serifBold')).toBeNull();
    expect(widthRatio('', 'script')).toBeNull();
    const someFitted = greetingFaces('李娜', ['Zoe &', '王芳'])!;
    expect(someFitted.css.match(/@font-face/g)).toHaveLength(1);
    expect(someFitted.css).toContain("font-family:'Wedding Names 1'");
    expect(greetingFaces('李娜', ['王芳 & 李伟'])).toBeNull();
  });

  it('gives each part of the couple\'s names and the guest\'s name its own face, in the system faces, at the weight asked for, on the web face\'s line', () => {
    const ratio = widthRatio('Amelia Rose Hart &', 'script')!;
    const { css } = greetingFaces('Margaret Ellis', ['Amelia Rose Hart &', 'Daniel James Okafor'])!;
    const rules = css.match(/@font-face\{[^}]*\}/g)!;
    expect(rules).toHaveLength(3);
    expect(rules[0]).toMatch(/^@font-face\{font-family:'Wedding Names 1';src:local\('LiberationSerif-Italic'\),local\('TimesNewRomanPS-ItalicMT'\)/);
    expect(rules[0]).toContain('font-weight:400;');
    expect(rules[0]).toContain(`size-adjust:${(ratio * 100).toFixed(2)}%;`);
    // Scaled by size-adjust, the overrides come to Great Vibes' own ascent and descent (0.851 and 0.401 em).
    expect(rules[0]).toContain(`ascent-override:${((0.851 / ratio) * 100).toFixed(2)}%;`);
    expect(rules[0]).toContain(`descent-override:${((0.401 / ratio) * 100).toFixed(2)}%;`);
    expect(rules[1]).toContain("font-family:'Wedding Names 2'");
    expect(rules[2]).toMatch(/font-family:'Wedding Guest';src:local\('LiberationSerif-Bold'\).*font-weight:600;/);
  });

  it('changes its key with the sizes, so another couple\'s page never keeps this one\'s faces', () => {
    const amelia = greetingFaces('Margaret Ellis', ['Amelia Rose Hart &', 'Daniel James Okafor'])!;
    expect(greetingFaces('Margaret Ellis', ['Amelia Rose Hart &', 'Daniel James Okafor'])!.key).toBe(amelia.key);
    expect(greetingFaces('Tom Nguyen', ['Amelia Rose Hart &', 'Daniel James Okafor'])!.key).not.toBe(amelia.key);
    expect(greetingFaces('Margaret Ellis', ['Zoe &', 'Max'])!.key).not.toBe(amelia.key);
  });
});
