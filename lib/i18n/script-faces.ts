// No 'server-only': the route that serves the files reads these too; node:fs keeps it out of browser bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processSingleton } from '@/lib/server/process-singleton';
import { configuredSiteSecret, siteMark } from '@/lib/server/site-secret';
import { FONT_ROUTE } from '@/lib/site/routes';
import { baseLanguage } from '@/lib/wedding/languages';

type Face = { family: string; pkg: string; weight: number; role: 'serif' | 'sans' };
// sans null: one face draws the page (as CJK invitations are printed); joined: a linking line letter spacing would break.
type ScriptFaces = { slices: RegExp; serif: Face; sans: Face | null; joined?: boolean };

const faces = (serif: string, sans: string, slices: RegExp, joined = false): ScriptFaces => ({
  slices,
  joined,
  serif: { family: 'Script Serif', pkg: serif, weight: 600, role: 'serif' },
  sans: { family: 'Script Sans', pkg: sans, weight: 400, role: 'sans' },
});
// Between the body's 400 and the headings' 600: one weight for both.
const oneFace = (serif: string): ScriptFaces => ({ slices: /^\d+$/, serif: { family: 'Script Serif', pkg: serif, weight: 500, role: 'serif' }, sans: null });

const FIRST_OTHER_LETTER = 0x0300;

export const SCRIPT_FACES: Record<string, ScriptFaces> = {
  Grek: faces('noto-serif', 'noto-sans', /^greek$/),
  Hebr: faces('noto-serif-hebrew', 'noto-sans-hebrew', /^hebrew$/),
  Deva: faces('noto-serif-devanagari', 'noto-sans-devanagari', /^devanagari$/, true),
  Thai: faces('noto-serif-thai', 'noto-sans-thai', /^thai$/),
  Jpan: oneFace('noto-serif-jp'),
  Kore: oneFace('noto-serif-kr'),
  Hans: oneFace('noto-serif-sc'),
  Hant: oneFace('noto-serif-tc'),
};

// Measured with harfbuzz from Lato 5.3.0's files (docs/decisions.md, "A script's faces…"); re-measure if Lato changes.
const LATO_LACKS: [number, number][] = [
  [0x100, 0x103], [0x108, 0x117], [0x11a, 0x130], [0x132, 0x140], [0x145, 0x151], [0x154, 0x159], [0x15c, 0x15f],
  [0x162, 0x177], [0x17f, 0x191], [0x193, 0x2c5], [0x2c8, 0x2c8], [0x2ca, 0x2d9], [0x2db, 0x2db], [0x2de, 0x2ff], [0x1e00, 0x1eff],
];
const latoLacks = (point: number) => LATO_LACKS.some(([from, to]) => point >= from && point <= to);
const LATIN_GAPS = { slices: /^latin-ext$/, faces: [400, 700].map((weight): Face => ({ family: 'Latin Sans', pkg: 'noto-sans', weight, role: 'sans' })) };

const scriptFaces = (s: ScriptFaces) => (s.sans ? [s.serif, s.sans] : [s.serif]);
const ALL_FACES = [...Object.values(SCRIPT_FACES).flatMap((s) => scriptFaces(s).map((face) => ({ face, slices: s.slices }))), ...LATIN_GAPS.faces.map((face) => ({ face, slices: LATIN_GAPS.slices }))];
const faceId = (face: Face) => `${face.pkg}-${face.weight}`;


export function scriptFacesFor(language: string): ScriptFaces | null {
  try {
    return SCRIPT_FACES[new Intl.Locale(language).maximize().script ?? ''] ?? null;
  } catch {
    return null;
  }
}

const packageDir = (pkg: string) => path.join(process.cwd(), 'node_modules', '@fontsource-variable', pkg);

export type Slice = { id: string; file: string; points: number[] };
type Package = { version: string; slices: Map<string, Slice>; sliceOf: Map<number, Slice> };

export function fontPackage(pkg: string): Package {
  return processSingleton(`font-package:${pkg}`, () => {
    const dir = packageDir(pkg);
    const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const slices = new Map<string, Slice>();
    const sliceOf = new Map<number, Slice>();
    for (const rule of readFileSync(path.join(dir, 'wght.css'), 'utf8').split('@font-face').slice(1)) {
      const file = /url\(\.\/files\/([\w-]+\.woff2)\)/.exec(rule)?.[1];
      const ranges = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
      if (!file || !ranges) continue;
      const id = file.slice(pkg.length + 1, -'-wght-normal.woff2'.length);
      const slice: Slice = { id, file, points: pointsOf(ranges) };
      slices.set(id, slice);
      for (const point of slice.points) if (!sliceOf.has(point)) sliceOf.set(point, slice);
    }
    return { version, slices, sliceOf };
  });
}

export const fontFile = (pkg: string, slice: Slice) => path.join(packageDir(pkg), 'files', slice.file);

function pointsOf(ranges: string): number[] {
  const points = new Set<number>();
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.trim().slice(2).split('-').map((hex) => parseInt(hex, 16));
    // The slices that name a whole block (a Latin one's U+0000-00FF) stay small; a bound keeps a bad file harmless.
    if (from === undefined || to === undefined || !(to >= from) || to - from > 0x3000) continue;
    for (let p = from; p <= to; p++) points.add(p);
  }
  return [...points].sort((a, b) => a - b);
}

export function charactersKey(slice: Slice, chosen: ReadonlySet<number>): string {
  const bits = Buffer.alloc(Math.ceil(slice.points.length / 8));
  slice.points.forEach((point, i) => {
    if (chosen.has(point)) bits[i >> 3]! |= 1 << (i & 7);
  });
  return bits.toString('base64url');
}

export function charactersOf(slice: Slice, key: string): number[] | null {
  if (!/^[\w-]+$/.test(key)) return null;
  const bits = Buffer.from(key, 'base64url');
  if (bits.length !== Math.ceil(slice.points.length / 8) || bits.toString('base64url') !== key) return null;
  const chosen = slice.points.filter((_, i) => (bits[i >> 3]! >> (i & 7)) & 1);
  // One address per set of characters: bits past the slice's last character make none.
  return chosen.length && charactersKey(slice, new Set(chosen)) === key ? chosen : null;
}

const unicodeRange = (points: number[]) => {
  const runs: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (p: number) => p.toString(16).toUpperCase();
    runs.push(j > i ? `U+${hex(points[i]!)}-${hex(points[j]!)}` : `U+${hex(points[i]!)}`);
    i = j + 1;
  }
  return runs.join(',');
};

export function scriptFacesCss(language: string, text: string, alsoShown: ReadonlySet<number> = new Set(), hints: readonly string[] = []): string {
  const shown = new Set([...alsoShown, ...lettersShown(language, text)]);
  return safely(language, () => facesCss(language, shown, shown, hints));
}

export function addedFacesCss(language: string, pageLetters: ReadonlySet<number>, texts: readonly { lang: string; text: string }[], hints: readonly string[] = []): string {
  const added = new Set(texts.flatMap((t) => [...lettersShown(language, t.text)]).filter((letter) => !pageLetters.has(letter)));
  if (!added.size) return '';
  return safely(language, () => facesCss(language, new Set([...pageLetters, ...added]), added, [...texts.map((t) => t.lang), ...hints]));
}

function safely(language: string, make: () => string): string {
  try {
    return make();
  } catch (error) {
    // A deploy that left the faces' package files behind: system faces draw those letters, the page still answers.
    console.error(`Script faces unavailable for ${language}: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  }
}

/** The letters past Latin-1 `text` shows, in capitals too (the labels' text-transform): Czech ř is shown Ř. */
export function lettersShown(language: string, text: string): Set<number> {
  return new Set([...`${text}${upperCase(text, language)}`.matchAll(/[^\u0000-\u00ff]/gu)].map((m) => m[0].codePointAt(0)!));
}

const scriptKey = (language: string) => Object.entries(SCRIPT_FACES).find(([, faces]) => faces === scriptFacesFor(language))?.[0] ?? null;
const CJK = new Set(['Jpan', 'Kore', 'Hans', 'Hant']);
const OWN_SCRIPT: [RegExp, string][] = [[/\p{sc=Grek}/u, 'Grek'], [/\p{scx=Hebr}/u, 'Hebr'], [/\p{scx=Deva}/u, 'Deva'], [/\p{sc=Thai}/u, 'Thai'], [/\p{sc=Hang}/u, 'Kore'], [/\p{sc=Hira}|\p{sc=Kana}/u, 'Jpan']];
const HAN_OR_ITS_MARKS = /\p{scx=Hani}|\p{scx=Hira}|\p{scx=Kana}|\p{scx=Hang}|\p{scx=Bopo}/u;

function lettersByScript(language: string, shown: ReadonlySet<number>, hints: readonly string[]): Map<string, Set<number>> {
  const own = scriptKey(language);
  const han = [own, ...hints.map(scriptKey)].find((key) => key && CJK.has(key)) ?? ([...shown].some((p) => /\p{sc=Hira}|\p{sc=Kana}/u.test(String.fromCodePoint(p))) ? 'Jpan' : 'Hans');
  const drawnBy = (key: string, point: number) => {
    const slice = fontPackage(SCRIPT_FACES[key]!.serif.pkg).sliceOf.get(point);
    return slice !== undefined && SCRIPT_FACES[key]!.slices.test(slice.id);
  };
  const byScript = new Map<string, Set<number>>();
  for (const point of shown) {
    if (point < FIRST_OTHER_LETTER) continue;
    const letter = String.fromCodePoint(point);
    const key = own && drawnBy(own, point) ? own : (OWN_SCRIPT.find(([pattern]) => pattern.test(letter))?.[1] ?? (HAN_OR_ITS_MARKS.test(letter) ? han : null));
    if (key) byScript.set(key, (byScript.get(key) ?? new Set()).add(point));
  }
  return byScript;
}

// One stack for every page that names faces of its own, so a later sheet (a notice's) never narrows an earlier one's.
const stacks = (language: string) => {
  const latin = baseLanguage(language) === 'vi' ? ['Noto Sans', 'Lato'] : ['Lato', 'Latin Sans'];
  const sans = [...latin, 'Script Sans', 'Script Serif', 'Noto Sans', 'Noto Sans Arabic'].filter((f, i, all) => all.indexOf(f) === i);
  return [
    `--web-serif:'Cormorant Garamond','Script Serif','Noto Naskh Arabic','Wedding Serif Fallback',serif`,
    `--web-script:'Great Vibes','Script Serif','Aref Ruqaa','Wedding Script Fallback',cursive`,
    `--web-sans:${sans.map((f) => `'${f}'`).join(',')},'Wedding Sans Fallback',sans-serif`,
  ];
};

function facesCss(language: string, shown: ReadonlySet<number>, cut: ReadonlySet<number>, hints: readonly string[]): string {
  const mine = (letters: Iterable<number>) => new Set([...letters].filter((p) => cut.has(p)));
  // Latin letters are the Latin faces' (first in every stack); a Vietnamese page is all Noto Sans already (app/globals.css).
  const gaps = baseLanguage(language) === 'vi' ? new Set<number>() : mine([...shown].filter(latoLacks));
  const rules = LATIN_GAPS.faces.flatMap((face) => faceRules(face, LATIN_GAPS.slices, gaps));
  for (const [key, letters] of lettersByScript(language, shown, hints)) {
    const script = SCRIPT_FACES[key]!;
    rules.push(...scriptFaces(script).flatMap((face) => faceRules(face, script.slices, mine(letters))));
  }
  if (!rules.length) return '';
  return [...rules, `:root:root{${stacks(language).join(';')}}`, ...(scriptFacesFor(language)?.joined ? ['body *{letter-spacing:normal!important}'] : [])].join('\n');
}

function upperCase(text: string, language: string): string {
  try {
    return text.toLocaleUpperCase(language);
  } catch {
    return text.toUpperCase();
  }
}

function faceRules(face: Face, slices: RegExp, shown: ReadonlySet<number>): string[] {
  const pkg = fontPackage(face.pkg);
  const bySlice = new Map<Slice, number[]>();
  for (const point of shown) {
    const slice = pkg.sliceOf.get(point);
    if (slice && slices.test(slice.id)) bySlice.set(slice, [...(bySlice.get(slice) ?? []), point]);
  }
  // A script's serif is cut at its heading weight and serves every weight; a sans at its own, other weights drawn by the browser.
  const weight = face.role === 'serif' ? '100 900' : String(face.weight);
  return [...bySlice].map(([slice, points]) => {
    const at = `${faceId(face)}@${pkg.version}/${slice.id}`;
    const key = charactersKey(slice, new Set(points));
    const url = `${FONT_ROUTE}/${at}/${key}.${fontMark(`${at}/${key}`)}.woff2`;
    return `@font-face{font-family:'${face.family}';src:url(${url}) format('woff2');font-weight:${weight};font-display:swap;unicode-range:${unicodeRange(points.sort((a, b) => a - b))}}`;
  });
}

// A cut costs tens of milliseconds and is kept a year: only addresses this site made are cut (docs/decisions.md).
const fontMark = (address: string) => siteMark(configuredSiteSecret(), 'font', address);

export function fontRequest(faceAt: string, sliceId: string, file: string) {
  const [id, version] = faceAt.split('@');
  // Greek's sans and the Latin letters' are both Noto Sans at 400: the same file, whichever names it.
  const named = ALL_FACES.find(({ face, slices }) => faceId(face) === id && slices.test(sliceId));
  if (!named || !file.endsWith('.woff2')) return null;
  const { face } = named;
  const found = fontPackage(face.pkg);
  const slice = found.slices.get(sliceId);
  if (!slice || version !== found.version) return null;
  const [key = '', mark] = file.slice(0, -'.woff2'.length).split('.');
  if (mark !== fontMark(`${faceAt}/${sliceId}/${key}`)) return null;
  const points = charactersOf(slice, key);
  return points ? { file: fontFile(face.pkg, slice), points, weight: face.weight, key: `${faceAt}/${sliceId}/${file}` } : null;
}
