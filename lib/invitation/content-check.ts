import 'server-only';
import { currentHero, heroRenditions } from './hero-renditions';

export async function readContentAtStart(): Promise<void> {
  try {
    heroRenditions(await currentHero());
  } catch {
    // A configuration problem: lib/invitation/server-start.ts has said so.
  }
}
