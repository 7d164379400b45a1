import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_FACES_DIR, WEB_FACES_ROUTE, WEB_FACES_SHEET } from '@/lib/site/web-faces-files';

let href: string | null | undefined;

/** The web fonts' sheet, named by its bytes so a phone keeps it for good; null (system faces) when it was never made. */
export function webFacesHref(): string | null {
  if (href === undefined) {
    try {
      const sheet = readFileSync(path.join(process.cwd(), WEB_FACES_DIR, WEB_FACES_SHEET));
      href = `${WEB_FACES_ROUTE}/${WEB_FACES_SHEET}?v=${createHash('sha256').update(sheet).digest('hex').slice(0, 10)}`;
    } catch {
      console.error(`No ${WEB_FACES_DIR}/${WEB_FACES_SHEET}: pages use system faces (npm run build makes it).`);
      href = null;
    }
  }
  return href;
}
