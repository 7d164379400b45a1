/**
 * npm run fonts:fallbacks — writes app/font-fallbacks.css: for every face the page uses, a system face
 * scaled to take the same room (size-adjust to the average letter width, ascent/descent to the line),
 * so the first paint's text keeps its lines and the swap to the web font moves nothing. And writes
 * lib/wedding/stand-in-widths.json, every letter's width in the faces of the couple's names and the
 * guest's name and in their stand-ins, so a page can fit a stand-in to its own names exactly
 * (lib/wedding/stand-in-fit.ts): an average is a few per cent off for any one name, and a centred
 * line then re-centres sideways when the web font comes.
 * The method is next/font's own (letter-frequency average widths); we write the faces ourselves so
 * each can name every metric-compatible system font: Arial, Helvetica, Liberation Sans and Arimo
 * share their widths, as do Times New Roman, Times, Liberation Serif and Tinos. Android has none of
 * them: there the generic family stands in, and the swap may move a line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// next/font's bundled fontkit (a function from a font file's bytes to its tables), unwrapped as next/font does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
const fontFromBuffer = (fontkit.default ?? fontkit) as (b: Buffer) => FontFile;

interface FontFile {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  characterSet: number[];
  glyphsForString(s: string): { advanceWidth: number }[];
  glyphForCodePoint(code: number): { advanceWidth: number };
}

/** The string next/font averages widths over: letters by frequency, and spaces for word length. */
const AVERAGE_OF = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
/**
 * The script face sets only names and the date, where capitals (Great Vibes' widest letters) are
 * one letter in five: averaged over lowercase text, its stand-in would be a fifth too narrow.
 */
const NAMES = 'Olivia Brown & Jack Wilson, Emma Johnson & Michael Smith, Sophie Martin & Lucas Bernard, 27 November 2025';

const SAMPLES = { letters: AVERAGE_OF, names: NAMES } as const;
type Sample = keyof typeof SAMPLES;

/** Debian's fonts-liberation, whose widths the faces named above share. */
const LIBERATION = '/usr/share/fonts/truetype/liberation';

/**
 * The system faces: the Liberation file their widths are read from, and their PostScript names (each
 * matches in one lookup). Linux's come first: there every name a browser tries is a synchronous call
 * to its browser process, while elsewhere a name that misses costs next to nothing.
 */
const SYSTEM = {
  sans: { file: 'LiberationSans-Regular.ttf', local: ['LiberationSans', 'ArialMT', 'Helvetica', 'Arimo-Regular'] },
  sansBold: { file: 'LiberationSans-Bold.ttf', local: ['LiberationSans-Bold', 'Arial-BoldMT', 'Helvetica-Bold', 'Arimo-Bold'] },
  serifBold: { file: 'LiberationSerif-Bold.ttf', local: ['LiberationSerif-Bold', 'TimesNewRomanPS-BoldMT', 'Times-Bold', 'Tinos-Bold'] },
  serifItalic: { file: 'LiberationSerif-Italic.ttf', local: ['LiberationSerif-Italic', 'TimesNewRomanPS-ItalicMT', 'Times-Italic', 'Tinos-Italic'] },
} satisfies Record<string, { file: string; local: string[] }>;

const systemFont = (system: keyof typeof SYSTEM, liberation: string) => fontFromBuffer(readFileSync(path.join(liberation, SYSTEM[system].file)));

/** A font's average advance width over a sample, per em. */
function averageWidth(font: FontFile, sample: string): number {
  const widths = font.glyphsForString(sample).map((g) => g.advanceWidth);
  return widths.reduce((sum, w) => sum + w, 0) / widths.length / font.unitsPerEm;
}

/** Each web face (app/fonts.ts, Latin subset) and the system face that stands in for it. */
const FACES: { family: string; file: string; weight: number; style: 'normal' | 'italic'; system: keyof typeof SYSTEM; sample: Sample }[] = [
  { family: 'Wedding Serif Fallback', file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weight: 600, style: 'normal', system: 'serifBold', sample: 'letters' },
  { family: 'Wedding Serif Fallback', file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2', weight: 500, style: 'italic', system: 'serifItalic', sample: 'letters' },
  // A calligraphic script: the italic serif is the nearest common system face in spirit.
  { family: 'Wedding Script Fallback', file: '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2', weight: 400, style: 'normal', system: 'serifItalic', sample: 'names' },
  { family: 'Wedding Sans Fallback', file: '@fontsource/lato/files/lato-latin-400-normal.woff2', weight: 400, style: 'normal', system: 'sans', sample: 'letters' },
  { family: 'Wedding Sans Fallback', file: '@fontsource/lato/files/lato-latin-700-normal.woff2', weight: 700, style: 'normal', system: 'sansBold', sample: 'letters' },
];

const percent = (v: number) => `${(Math.abs(v) * 100).toFixed(2)}%`;

export function fallbackFacesCss(root = process.cwd(), liberation = LIBERATION): string {
  const rules = FACES.map((face) => {
    const font = fontFromBuffer(readFileSync(path.join(root, 'node_modules', face.file)));
    const system = SYSTEM[face.system];
    const sizeAdjust = averageWidth(font, SAMPLES[face.sample]) / averageWidth(systemFont(face.system, liberation), SAMPLES[face.sample]);
    const em = font.unitsPerEm * sizeAdjust;
    return [
      '@font-face {',
      `  font-family: '${face.family}';`,
      `  src: ${system.local.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${face.weight};`,
      `  font-style: ${face.style};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${percent(font.ascent / em)};`,
      `  descent-override: ${percent(font.descent / em)};`,
      `  line-gap-override: ${percent(font.lineGap / em)};`,
      '}',
    ].join('\n');
  });
  return `/* Generated by \`npm run fonts:fallbacks\` (scripts/fonts/fallback-faces.ts): do not edit by hand. */\n\n${rules.join('\n\n')}\n`;
}

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'];

/** The faces a page fits stand-ins to its own names in: each web face (every subset) and its system face. */
const FITTED = {
  script: { web: (s: string) => `@fontsource/great-vibes/files/great-vibes-${s}-400-normal.woff2`, weight: 400, system: 'serifItalic' },
  serifBold: { web: (s: string) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${s}-600-normal.woff2`, weight: 600, system: 'serifBold' },
} satisfies Record<string, { web: (subset: string) => string; weight: number; system: keyof typeof SYSTEM }>;

const perMille = (width: number, font: FontFile) => Math.round((width / font.unitsPerEm) * 1000);

/**
 * For each fitted face: the characters both it and its system face have, and their advance widths
 * in thousandths of an em (kerning left out: under half a per cent on a name), with the web face's
 * vertical metrics.
 */
export function standInWidths(root = process.cwd(), liberation = LIBERATION) {
  return Object.fromEntries(
    Object.entries(FITTED).map(([name, face]) => {
      const system = systemFont(face.system, liberation);
      const webFiles = SUBSETS.map((s) => fontFromBuffer(readFileSync(path.join(root, 'node_modules', face.web(s)))));
      const latin = webFiles[0]!;
      const web = new Map<number, number>();
      for (const file of webFiles) for (const code of file.characterSet) if (!web.has(code)) web.set(code, perMille(file.glyphForCodePoint(code).advanceWidth, file));
      const shared = new Set(system.characterSet);
      const codes = [...web.keys()].filter((c) => c >= 0x20 && shared.has(c)).sort((a, b) => a - b);
      return [
        name,
        {
          local: SYSTEM[face.system].local,
          weight: face.weight,
          ascent: latin.ascent / latin.unitsPerEm,
          descent: Math.abs(latin.descent) / latin.unitsPerEm,
          lineGap: latin.lineGap / latin.unitsPerEm,
          chars: String.fromCodePoint(...codes),
          web: codes.map((c) => web.get(c)!),
          system: codes.map((c) => perMille(system.glyphForCodePoint(c).advanceWidth, system)),
        },
      ];
    }),
  );
}

export const FALLBACK_CSS_PATH = 'app/font-fallbacks.css';
export const WIDTHS_PATH = 'lib/wedding/stand-in-widths.json';

if (require.main === module) {
  writeFileSync(FALLBACK_CSS_PATH, fallbackFacesCss());
  console.log(`Wrote ${FALLBACK_CSS_PATH}`);
  writeFileSync(WIDTHS_PATH, `${JSON.stringify(standInWidths())}\n`);
  console.log(`Wrote ${WIDTHS_PATH}`);
}
