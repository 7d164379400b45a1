import { THEME_COLOR } from './spec-values';
import { APP_ICONS, invitePath } from '../site/routes';

export interface WebManifest {
  id: string;
  lang: string;
  dir: 'ltr' | 'rtl';
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

export interface ManifestText {
  lang: string;
  dir: 'ltr' | 'rtl';
  name: string;
  shortName: string;
  description: string;
}

// An icon that opens this guest's own link, not the site's front door (only the private-invitation notice).
export function webManifest(text: ManifestText, guestId: string, iconVersion: string): WebManifest {
  const link = invitePath(guestId);
  return {
    id: link,
    lang: text.lang,
    dir: text.dir,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    start_url: link,
    scope: link,
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: APP_ICONS.map(({ path, size }) => ({ src: `${path}?v=${iconVersion}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
