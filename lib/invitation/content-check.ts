import 'server-only';
import { getDataSource } from '@/lib/data';
import { getWeddingContent } from './wedding-content';

/**
 * Reads the couple's content once as the server starts, so a malformed field is in the log (with
 * its file or row and its name) before any guest arrives, and the first guest finds it in memory.
 */
export async function readContentAtStart(): Promise<void> {
  try {
    await getWeddingContent(getDataSource());
  } catch {
    // A configuration problem: lib/server/start.ts has said so.
  }
}
