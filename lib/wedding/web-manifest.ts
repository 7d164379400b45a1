import type { Couple } from '@/lib/wedding/types';
import { APP_ICONS, THEME_COLOR } from './constants';
import { joinedNames } from './names';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' }[];
}

export const webManifestPath = (guestId: string) => `/invite/${guestId}/manifest.webmanifest`;

/**
 * 'Add to Home Screen' for one guest: the couple's names (never the guest's), and an icon that opens
 * this guest's own link, not the site's front door (which is only the private-invitation notice).
 */
export function webManifest(couple: Couple, guestId: string, iconVersion: string): WebManifest {
  const names = joinedNames(couple);
  const link = `/invite/${guestId}`;
  return {
    id: link,
    name: names ? `Wedding Invitation - ${names}` : 'Wedding Invitation',
    short_name: names || 'Invitation',
    description: 'Your wedding invitation, also without a connection.',
    start_url: link,
    scope: link,
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: APP_ICONS.map(({ path, size }) => ({ src: `${path}?v=${iconVersion}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
