import { IMAGES } from './routes';
import type { DayPart } from './types';

/** The photo of the venue where `parts` are: the couple's venue photo at the wedding's own venue, else the stock one. */
export const venuePhotoFor = (parts: readonly Pick<DayPart, 'atWeddingVenue'>[], couplesVenuePhoto: string): string =>
  parts.some((p) => p.atWeddingVenue !== false) ? couplesVenuePhoto : IMAGES.venueFallback;
