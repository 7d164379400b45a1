// No 'server-only': the faces' client component reads this while the server renders it; the browser gets web-faces-none.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processSingleton } from '@/lib/server/process-singleton';
import { WEB_FACES_DIR, WEB_FACES_SHEET } from '@/lib/site/web-faces-files';

/** The faces' @font-face rules (scripts/fonts/web-faces.ts); none, so system faces, when they were never made. */
export function webFacesCss(): string {
  return processSingleton('web-faces-css', () => {
    try {
      return readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), WEB_FACES_DIR, WEB_FACES_SHEET), 'utf8');
    } catch {
      console.error(`No ${WEB_FACES_DIR}/${WEB_FACES_SHEET}: pages use system faces (npm run build makes it).`);
      return '';
    }
  });
}

const CUT_FACES_KEPT = 256;
const cutFaces = () => processSingleton('cut-faces-css', () => new Map<string, string>());

/** Keeps a page's cut faces for WebFaces to write, and names them: the payload carries the name (docs/decisions.md). */
export function keepCutFaces(css: string): string {
  const id = createHash('sha256').update(css).digest('base64url').slice(0, 16);
  const kept = cutFaces();
  kept.delete(id);
  kept.set(id, css);
  if (kept.size > CUT_FACES_KEPT) kept.delete(kept.keys().next().value!);
  return id;
}

/** The rules kept under `id`; none once let go (the platform's faces then draw those letters). */
export function cutFacesCss(id: string): string {
  const css = cutFaces().get(id);
  if (css === undefined) console.error('Cut faces no longer kept: a page is written without them.');
  return css ?? '';
}
