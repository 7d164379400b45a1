/**
 * The @font-face rules every page inlines in its <head> (app/fonts.ts), kept small enough for
 * link-preview crawlers (Slack reads the first 32 KB; the tags come after the styles):
 * - only the script subsets the site's languages need: Latin, Latin Extended, Vietnamese and Cyrillic
 *   for the Latin faces (Noto Sans leaves Latin Extended to Lato), Arabic only for the Arabic ones
 *   (their Latin letters are never reached), within the Basic Multilingual Plane;
 * - only the WOFF2 source: every browser the site serves reads it;
 * - no font-style or font-weight that says what a face has anyway (normal, 400).
 * Turbopack runs this beside its own Lightning CSS.
 */
const SUBSETS = ['latin-ext', 'latin', 'vietnamese', 'cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'arabic', 'math', 'symbols', 'devanagari'];
const KEPT = new Set(['latin', 'latin-ext', 'vietnamese', 'cyrillic']);
const ARABIC_KEPT = new Set(['arabic']);
// Noto Sans stands in before Lato (app/globals.css), which has Latin Extended itself.
const NOTO_SANS_KEPT = new Set(['latin', 'vietnamese', 'cyrillic']);
const keptFor = (family) => (/Arabic|Aref Ruqaa/.test(family) ? ARABIC_KEPT : family === 'Noto Sans' ? NOTO_SANS_KEPT : KEPT);

/** 'cormorant-garamond-latin-ext-600-normal.woff2' → 'latin-ext' (null for a file named otherwise). */
const subsetOf = (src) => {
  const file = /([\w-]+)-\d{3}-(?:normal|italic)\.woff2/.exec(src)?.[1] ?? '';
  return SUBSETS.find((subset) => file.endsWith(`-${subset}`)) ?? null;
};

const fontSubsets = () => ({
  postcssPlugin: 'font-subsets',
  AtRule: {
    'font-face': (rule) => {
      let family = '';
      rule.walkDecls('font-family', (decl) => {
        family = decl.value.replace(/['"]/g, '');
      });
      rule.walkDecls('src', (decl) => {
        const sources = decl.value.split(/,(?![^(]*\))/).map((s) => s.trim());
        const kept = sources.filter((s) => !/format\(["']?woff["']?\)/.test(s));
        if (kept.length && kept.length < sources.length) decl.value = kept.join(', ');
        const subset = subsetOf(decl.value);
        if (subset && !keptFor(family).has(subset)) rule.remove();
      });
      // What a face has when it does not say: normal style, weight 400.
      rule.walkDecls(/^font-(style|weight)$/, (decl) => {
        if (decl.value === (decl.prop === 'font-style' ? 'normal' : '400')) decl.remove();
      });
      // The Arabic faces also claim Arabic mathematical letters and old numeral systems, beyond U+FFFF
      // (half of each rule's bytes): no wedding's words use them, and a system face would draw them.
      if (/Arabic|Aref Ruqaa/.test(family)) {
        rule.walkDecls('unicode-range', (decl) => {
          decl.value = decl.value
            .split(',')
            .filter((range) => parseInt(range.trim().slice(2).split('-')[0].replaceAll('?', '0'), 16) <= 0xffff)
            .join(',');
        });
      }
    },
  },
});
fontSubsets.postcss = true;

const config = { plugins: [fontSubsets] };
export default config;
