import WIDTHS from './stand-in-widths.json';

/**
 * A system face fitted to one text: scaled so the text takes exactly the width it takes in the web
 * face (app/font-fallbacks.css's stand-ins are fitted to an average, a few per cent off for any one
 * name), so a centred line keeps its place when the web font replaces it.
 * Widths: lib/wedding/stand-in-widths.json, written by `npm run fonts:fallbacks`.
 */
export type FittedFace = keyof typeof WIDTHS;

interface Table {
  local: string[];
  weight: number;
  ascent: number;
  descent: number;
  lineGap: number;
  chars: string;
  web: number[];
  system: number[];
}

const indexes = new Map<FittedFace, Map<string, number>>();

function indexOf(face: FittedFace): Map<string, number> {
  let index = indexes.get(face);
  if (!index) {
    index = new Map([...WIDTHS[face].chars].map((c, i) => [c, i]));
    indexes.set(face, index);
  }
  return index;
}

/** The text's width in the web face over its width in the system face; null when either lacks a letter of it. */
export function widthRatio(text: string, face: FittedFace): number | null {
  const table: Table = WIDTHS[face];
  const index = indexOf(face);
  let web = 0;
  let system = 0;
  for (const char of text.normalize('NFC')) {
    const i = index.get(char);
    if (i === undefined) return null;
    web += table.web[i]!;
    system += table.system[i]!;
  }
  return system > 0 ? web / system : null;
}

const percent = (v: number) => `${(v * 100).toFixed(2)}%`;

/** The family names components/invitation/hero/hero.module.css gives the couple's names' parts and the guest's name. */
const NAMES_FAMILIES = ['Wedding Names 1', 'Wedding Names 2'];
const GUEST_FAMILY = 'Wedding Guest';

/**
 * The greeting's fitted stand-ins: one per part of the couple's names (lib/wedding/names.ts
 * namesParts) and one for the guest's name, as one stylesheet, with a key that changes with it.
 * A name that cannot be fitted gets no rule (the page's general stand-in serves it); null when none can.
 */
export function greetingFaces(guestName: string, namesParts: string[]): { css: string; key: string } | null {
  const fits = [
    ...namesParts.slice(0, NAMES_FAMILIES.length).map((part, i) => ({ family: NAMES_FAMILIES[i]!, text: part, face: 'script' as const })),
    { family: GUEST_FAMILY, text: guestName, face: 'serifBold' as const },
  ].map((f) => ({ ...f, ratio: widthRatio(f.text, f.face) }));
  const fitted = fits.filter((f): f is typeof f & { ratio: number } => f.ratio !== null);
  if (!fitted.length) return null;
  return {
    css: fitted.map((f) => faceCss(f.family, f.ratio, WIDTHS[f.face])).join(''),
    // The rules follow from the sizes alone, so the key is made of them.
    key: fits.map((f) => (f.ratio === null ? '-' : Math.round(f.ratio * 10000))).join('.'),
  };
}

/**
 * An @font-face rule for `family`: the system face, sized by `ratio`, with the web face's ascent and
 * descent (the overrides are scaled by size-adjust, hence the division).
 */
function faceCss(family: string, ratio: number, table: Table): string {
  return [
    `@font-face{font-family:'${family}'`,
    `src:${table.local.map((name) => `local('${name}')`).join(',')}`,
    // The weight the text asks for: a face of another weight would be emboldened on top.
    `font-weight:${table.weight}`,
    `size-adjust:${percent(ratio)}`,
    `ascent-override:${percent(table.ascent / ratio)}`,
    `descent-override:${percent(table.descent / ratio)}`,
    `line-gap-override:${percent(table.lineGap / ratio)}}`,
  ].join(';');
}
