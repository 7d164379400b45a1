import { IMAGES } from '../site/routes';
import type { DayPart } from './types';

export const venuePhotoFor = (parts: readonly Pick<DayPart, 'atWeddingVenue'>[], couplesVenuePhoto: string): string =>
  parts.some((p) => p.atWeddingVenue !== false) ? couplesVenuePhoto : IMAGES.venueFallback;
