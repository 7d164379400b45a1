import 'server-only';
import { getDataSource } from '@/lib/data';
import { heroRenditions } from './hero-renditions';
import { getWeddingContent } from './wedding-content';

export async function readContentAtStart(): Promise<void> {
  try {
    const { info } = await getWeddingContent(getDataSource());
    heroRenditions(getDataSource(), info?.photos.hero);
  } catch {
    // A configuration problem: lib/invitation/server-start.ts has said so.
  }
}
