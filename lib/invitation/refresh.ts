import 'server-only';
import { getDataSource } from '@/lib/data';
import { forgetUnknownGuests } from '@/lib/data/unknown-guests';
import { forgetPixelVerdicts } from '@/lib/data/image-pixels';
import { forgetGuestNotices } from './guest-notices';
import { forgetHeroRenditions } from './hero-renditions';
import { refreshWeddingContent } from './wedding-content';

// The hero's renditions and the photos' pixel verdicts too: a photo may have been replaced under its name.
export function refreshContent(): Promise<boolean> {
  forgetHeroRenditions();
  forgetPixelVerdicts();
  forgetUnknownGuests();
  forgetGuestNotices();
  return refreshWeddingContent(getDataSource());
}
