import type { Venue } from '@/lib/wedding/types';
import { DIRECTIONS_LINKS } from '../site/routes';

export interface DirectionsLinks {
  google: string;
  apple: string;
}

export const validCoordinates = (c: Venue['coordinates']): c is { lat: number; lng: number } =>
  !!c && Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180;

// Coordinates win: a beach or a vineyard gate is found by its pin, not a street address.
export function directionsLinks(venue: Venue | undefined): DirectionsLinks | null {
  const name = venue?.name?.trim();
  const address = venue?.address?.trim();
  const coordinates = validCoordinates(venue?.coordinates) ? `${venue!.coordinates!.lat},${venue!.coordinates!.lng}` : null;
  const place = [name, address].filter(Boolean).join(', ');
  const destination = coordinates ?? place;
  if (!destination) return null;

  const google = new URLSearchParams({ api: '1', destination });
  // Apple Maps labels a bare pin with q; directions go to daddr.
  const apple = new URLSearchParams({ daddr: destination });
  if (coordinates && place) apple.set('q', place);
  return {
    google: `${DIRECTIONS_LINKS.google}?${google.toString().replaceAll('+', '%20')}`,
    apple: `${DIRECTIONS_LINKS.apple}?${apple.toString().replaceAll('+', '%20')}`,
  };
}
