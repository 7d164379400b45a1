import 'server-only';
import { getDataSource } from '@/lib/data';
import { forgetUnknownGuests } from '@/lib/data/unknown-guests';
import { forgetHeroRenditions } from './hero-renditions';
import { refreshWeddingContent } from './wedding-content';

// The hero's renditions too: a photo may have been replaced under its name.
export function refreshContent(): Promise<boolean> {
  forgetHeroRenditions();
  forgetUnknownGuests();
  return refreshWeddingContent(getDataSource());
}
