// No 'server-only': the faces' client component reads this while the server renders it; the browser gets web-faces-none.ts.
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
