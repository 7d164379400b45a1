/**
 * npm run faces (and before every build and `next dev`): the web fonts' @font-face rules as a sheet of their own,
 * public/faces/faces.css, and the files it names beside it, each named by a hash of its bytes. The fonts are
 * named only once the first paint is on screen (components/shared/after-first-paint.tsx), so their rules need not
 * be in every page's inline CSS, nor in its RSC payload twice (docs/decisions.md, "Fonts").
 * Of @fontsource's faces, only:
 * - the script subsets the site's languages need: Latin, Latin Extended, Vietnamese and Cyrillic for the Latin
 *   faces (Noto Sans leaves Latin Extended to Lato), Arabic only for the Arabic ones (their Latin letters are never
 *   reached), within the Basic Multilingual Plane;
 * - the WOFF2 source: every browser the site serves reads it;
 * - no font-style or font-weight that says what a face has anyway (normal, 400).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { WEB_FACES_DIR, WEB_FACES_SHEET } from '../../lib/site/web-faces-files';

// One stylesheet per face and weight, each split by script with unicode-range.
const SHEETS = [
  '@fontsource/cormorant-garamond/500-italic.css',
  '@fontsource/cormorant-garamond/600.css',
  '@fontsource/great-vibes/400.css',
  '@fontsource/lato/400.css',
  '@fontsource/lato/700.css',
  '@fontsource/noto-sans/400.css',
  '@fontsource/noto-sans/700.css',
  '@fontsource/noto-naskh-arabic/500.css',
  '@fontsource/noto-naskh-arabic/600.css',
  '@fontsource/aref-ruqaa/400.css',
  '@fontsource/noto-sans-arabic/400.css',
  '@fontsource/noto-sans-arabic/700.css',
];

const SUBSETS = ['latin-ext', 'latin', 'vietnamese', 'cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'arabic', 'math', 'symbols', 'devanagari'];
const KEPT = new Set(['latin', 'latin-ext', 'vietnamese', 'cyrillic']);
const ARABIC_KEPT = new Set(['arabic']);
// Noto Sans stands in before Lato (app/globals.css), which has Latin Extended itself.
const NOTO_SANS_KEPT = new Set(['latin', 'vietnamese', 'cyrillic']);
const keptFor = (family: string) => (/Arabic|Aref Ruqaa/.test(family) ? ARABIC_KEPT : family === 'Noto Sans' ? NOTO_SANS_KEPT : KEPT);

/** 'cormorant-garamond-latin-ext-600-normal.woff2' → 'latin-ext' (null for a file named otherwise). */
export const subsetOf = (file: string) => {
  const name = /([\w-]+)-\d{3}-(?:normal|italic)\.woff2/.exec(file)?.[1] ?? '';
  return SUBSETS.find((subset) => name.endsWith(`-${subset}`)) ?? null;
};

/** A face's rule as the site keeps it, or null when no language of the site needs it; `file` names its WOFF2 file. */
function keepFace(rule: AtRule, place: (woff2: string) => string): boolean {
  let family = '';
  rule.walkDecls('font-family', (decl) => {
    family = decl.value.replace(/['"]/g, '');
  });
  let kept = true;
  rule.walkDecls('src', (decl) => {
    const woff2 = /url\(["']?\.\/files\/([^"')]+\.woff2)["']?\)/.exec(decl.value)?.[1];
    const subset = woff2 ? subsetOf(woff2) : null;
    if (!woff2 || (subset && !keptFor(family).has(subset))) kept = false;
    else decl.value = `url(${place(woff2)}) format("woff2")`;
  });
  if (!kept) return false;
  rule.walkDecls(/^font-(style|weight)$/, (decl) => {
    if (decl.value === (decl.prop === 'font-style' ? 'normal' : '400')) decl.remove();
  });
  // The Arabic faces also claim Arabic mathematical letters and old numeral systems beyond U+FFFF (half of
  // each rule's bytes): no wedding's words use them, and a system face would draw them.
  if (/Arabic|Aref Ruqaa/.test(family)) {
    rule.walkDecls('unicode-range', (decl) => {
      decl.value = decl.value
        .split(',')
        .filter((range) => parseInt(range.trim().slice(2).split('-')[0]!.replaceAll('?', '0'), 16) <= 0xffff)
        .join(',');
    });
  }
  return true;
}

export function makeWebFaces(root = process.cwd()) {
  const require = createRequire(path.join(root, 'package.json'));
  const out = path.join(root, WEB_FACES_DIR);
  const next = `${out}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  const rules: string[] = [];
  for (const sheet of SHEETS) {
    const file = require.resolve(sheet);
    const css = postcss.parse(readFileSync(file, 'utf8'));
    css.walkAtRules('font-face', (rule) => {
      const kept = keepFace(rule, (woff2) => {
        const bytes = readFileSync(path.join(path.dirname(file), 'files', woff2));
        const named = woff2.replace(/\.woff2$/, `.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`);
        writeFileSync(path.join(next, named), bytes);
        return `/faces/${named}`;
      });
      if (kept) rules.push(rule.toString().replace(/\s*\n\s*/g, '').replace(/:\s+/g, ':'));
    });
  }
  writeFileSync(path.join(next, WEB_FACES_SHEET), `${rules.join('\n')}\n`);
  // All at once: a server never sees half a folder.
  rmSync(out, { recursive: true, force: true });
  renameSync(next, out);
  return rules.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  console.log(`Web faces: ${makeWebFaces()} rules in ${WEB_FACES_DIR}/${WEB_FACES_SHEET}.`);
}
