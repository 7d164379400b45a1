import WIDTHS from './stand-in-widths.json';

/**
 * A system face fitted to one text: scaled so the text takes exactly the width it takes in the web
 * face (app/font-fallbacks.css's stand-ins are fitted to an average, a few per cent off for any one
 * name), so a centred line keeps its place when the web font replaces it.
 * Widths: lib/wedding/stand-in-widths.json, written by `npm run fonts:fallbacks`.
 */
export type FittedFace = keyof typeof WIDTHS;

/** Each face's letters, to their place in its width lists. */
const INDEX = Object.fromEntries(
  Object.entries(WIDTHS).map(([face, table]) => [face, new Map([...table.chars].map((c, i) => [c, i]))]),
) as Record<FittedFace, Map<string, number>>;

/** The text's width in the web face over its width in the system face; null when either lacks a letter of it. */
export function widthRatio(text: string, face: FittedFace): number | null {
  const table = WIDTHS[face];
  let web = 0;
  let system = 0;
  for (const char of text.normalize('NFC')) {
    const i = INDEX[face].get(char);
    if (i === undefined) return null;
    web += table.web[i]!;
    system += table.system[i]!;
  }
  return system > 0 ? web / system : null;
}

const percent = (v: number) => `${(v * 100).toFixed(2)}%`;

/** A family to fit to a text, in a face. */
export interface FitRequest {
  family: string;
  text: string;
  face: FittedFace;
}

/**
 * The fitted stand-ins for these texts as one stylesheet, with a key that changes with it. A text
 * that cannot be fitted gets no rule (the page's general stand-in serves it); null when none can.
 */
export function fittedFaces(requests: FitRequest[]): { css: string; key: string } | null {
  const fits = requests.map((r) => ({ ...r, ratio: widthRatio(r.text, r.face) }));
  const fitted = fits.filter((f): f is typeof f & { ratio: number } => f.ratio !== null);
  if (!fitted.length) return null;
  return {
    css: fitted.map((f) => faceCss(f.family, f.ratio, f.face)).join(''),
    // The rules follow from the sizes alone, so the key is made of them.
    key: fits.map((f) => (f.ratio === null ? '-' : Math.round(f.ratio * 10000))).join('.'),
  };
}

/**
 * An @font-face rule for `family`: the system face, sized by `ratio`, with the web face's ascent and
 * descent (the overrides are scaled by size-adjust, hence the division).
 */
function faceCss(family: string, ratio: number, face: FittedFace): string {
  const table = WIDTHS[face];
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
