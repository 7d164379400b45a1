import 'server-only';
import { getDataSource } from '@/lib/data';
import { forgetUnknownGuests } from '@/lib/data/unknown-guests';
import { forgetPixelVerdicts } from '@/lib/server/image-pixels';
import { forgetHeroRenditions } from './hero-renditions';
import { refreshWeddingContent } from './wedding-content';

/** Reads the wedding content again now (the hero's renditions and the photos' pixel verdicts too: a photo may have been replaced under its name); false when that failed and the last good copy stays. */
export function refreshContent(): Promise<boolean> {
  forgetHeroRenditions();
  forgetPixelVerdicts();
  forgetUnknownGuests();
  return refreshWeddingContent(getDataSource());
}
