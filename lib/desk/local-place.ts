import 'server-only';
import { guestsPlace } from '@/lib/couple/guests/stores';
import { folderPlace, projectPlace, type DeskPlace } from './desk-place';

export function localPlace(env: Record<string, string | undefined> = process.env): DeskPlace {
  const cwd = process.cwd();
  const place = guestsPlace(env, { local: false }, cwd);
  const home = env.DESK_HOME || cwd;
  return place.client ? projectPlace(place.client, home) : folderPlace(place.contentDir, home);
}
