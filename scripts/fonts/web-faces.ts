/**
 * Before every build and `next dev`: the faces' @font-face rules, public/faces/faces.css, and the files they name
 * beside them, each named by a hash of its bytes. Every page writes the rules into its <head> as HTML only
 * (components/shared/web-faces.tsx), never into its RSC payload (docs/decisions.md, "The faces' rules in the HTML
 * only"). The first paint's stand-ins (app/font-fallbacks.css) come first. Of @fontsource's faces, only:
 * - the script subsets the site's languages need: Latin, Latin Extended, Vietnamese and Cyrillic for the Latin
 *   faces (Noto Sans leaves Latin Extended to Lato), Arabic only for the Arabic ones (their Latin letters are never
 *   reached), within the Basic Multilingual Plane;
 * - the WOFF2 source: every browser the site serves reads it;
 * - no font-style or font-weight that says what a face has anyway (normal, 400).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { writeAtomically } from '../../lib/server/write-atomically';
import { STAND_INS, WEB_FACES_DIR, WEB_FACES_ROUTE, WEB_FACES_SHEET } from '../../lib/site/web-faces-files';

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
const subsetOf = (file: string) => {
  const name = /([\w-]+)-\d{3}-(?:normal|italic)\.woff2/.exec(file)?.[1] ?? '';
  return SUBSETS.find((subset) => name.endsWith(`-${subset}`)) ?? null;
};

/** Rewrites a face's rule as the site keeps it (`place` gives its WOFF2 file's address); false when no language of the site needs it. */
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
    // No format(): every browser the site serves reads WOFF2, and every byte counts before the preview's 32 KB.
    else decl.value = `url(${place(woff2)})`;
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
  // U+0000-00FF as U+0-FF.
  rule.walkDecls('unicode-range', (decl) => {
    decl.value = decl.value.replace(/\b0+(?=[\dA-F])/gi, '');
  });
  return true;
}

const compact = (rule: AtRule) => rule.toString().replace(/\s*\n\s*/g, '').replace(/\s*([{}:;,])\s*/g, '$1').replace(';}', '}');

/** Writes the sheet and its files; a running server never misses a file its pages name (each file's name is its bytes). */
export async function makeWebFaces(root = process.cwd()): Promise<number> {
  const require = createRequire(path.join(root, 'package.json'));
  const out = path.join(root, WEB_FACES_DIR);
  mkdirSync(out, { recursive: true });
  const files = new Map<string, Buffer>();
  const rules: string[] = [];
  postcss.parse(readFileSync(path.join(root, STAND_INS), 'utf8')).walkAtRules('font-face', (rule) => void rules.push(compact(rule)));
  for (const sheet of SHEETS) {
    const file = require.resolve(sheet);
    postcss.parse(readFileSync(file, 'utf8')).walkAtRules('font-face', (rule) => {
      const kept = keepFace(rule, (woff2) => {
        const bytes = readFileSync(path.join(path.dirname(file), 'files', woff2));
        // Named by its bytes alone: its rule says which face it is.
        const named = `${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.woff2`;
        files.set(named, bytes);
        return `${WEB_FACES_ROUTE}/${named}`;
      });
      if (kept) rules.push(compact(rule));
    });
  }
  for (const [name, bytes] of files) if (!existsSync(path.join(out, name))) await writeAtomically(path.join(out, name), bytes);
  await writeAtomically(path.join(out, WEB_FACES_SHEET), `${rules.join('\n')}\n`);
  // Files of earlier faces, once the new sheet names them no more (not another run's file on its way in).
  for (const name of readdirSync(out)) if (name !== WEB_FACES_SHEET && !files.has(name) && !name.endsWith('.tmp')) rmSync(path.join(out, name), { force: true });
  return rules.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void makeWebFaces().then((count) => console.log(`Faces: ${count} rules in ${WEB_FACES_DIR}/${WEB_FACES_SHEET}.`));
}
