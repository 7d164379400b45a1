import 'server-only';
import { getDataSource } from '@/lib/data';
import { heroRenditions } from './hero-renditions';
import { getWeddingContent } from './wedding-content';

/**
 * Reads the couple's content once as the server starts (once it has sent its first answer: see
 * instrumentation.ts), so a malformed field is in the log (with its file or row and its name) before
 * a guest arrives, and guests find it in memory, with the hero photo's renditions.
 */
export async function readContentAtStart(): Promise<void> {
  try {
    const { info } = await getWeddingContent(getDataSource());
    heroRenditions(getDataSource(), info?.photos.hero);
  } catch {
    // A configuration problem: lib/server/start.ts has said so.
  }
}
