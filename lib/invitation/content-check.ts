import 'server-only';
import { getDataSource } from '@/lib/data';
import { heroRenditions } from './hero-renditions';
import { getWeddingContent } from './wedding-content';

/**
 * Reads the couple's content once as the server starts, so a malformed field is in the log (with
 * its file or row and its name) before any guest arrives, and the first guest finds it in memory,
 * with the hero photo's renditions.
 */
export async function readContentAtStart(): Promise<void> {
  try {
    const { info } = await getWeddingContent(getDataSource());
    heroRenditions(getDataSource(), info?.photos.hero); // made now, in the background, for the first guest

  } catch {
    // A configuration problem: lib/server/start.ts has said so.
  }
}
