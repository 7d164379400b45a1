import type { Metadata } from 'next';
import type { Couple } from '@/lib/wedding/types';
import { joinedNames, partnerNames } from '@/lib/wedding/names';
import { NOINDEX, SEARCH_ENGINE_BOTS } from './crawlers';

export const NO_ACCESS_TITLE = 'Wedding Invitation';
export const NO_ACCESS_DESCRIPTION = "You're invited to celebrate our special day!";
export const SHARE_IMAGE_PATH = '/share/image.jpg';
export const ICON_PATH = '/share/icon.png';

/** Spec §2: the couple's names only — never the guest's, since messaging apps keep previews. */
export function invitationText(couple: Couple): { title: string; description: string } {
  const names = partnerNames(couple);
  if (names.length === 0) return { title: NO_ACCESS_TITLE, description: NO_ACCESS_DESCRIPTION };
  const title = `Wedding Invitation - ${joinedNames(couple)}`;
  const who = names.length >= 2 ? `${names[0]} and ${names[1]}` : names[0];
  return { title, description: `You're invited to celebrate the wedding of ${who}. Join us for our special day!` };
}

interface ShareOptions {
  title: string;
  description: string;
  /** The site's public origin; every URL in the tags is absolute. */
  origin: URL;
  /** This page's path, for og:url. */
  path: string;
  /** Changes when the sharing photo changes, so cached previews refresh. */
  imageVersion: string;
  imageAlt: string;
}

/** Title, description, Open Graph and Twitter tags, the icon, and search-engine-only noindex. */
export function shareMetadata(o: ShareOptions): Metadata {
  const abs = (p: string) => new URL(p, o.origin).href;
  const image = {
    url: abs(`${SHARE_IMAGE_PATH}?v=${o.imageVersion}`),
    width: 1200,
    height: 630,
    alt: o.imageAlt,
    type: 'image/jpeg',
  };
  const icon = abs(`${ICON_PATH}?v=${o.imageVersion}`);
  return {
    metadataBase: o.origin,
    title: o.title,
    description: o.description,
    openGraph: {
      title: o.title,
      description: o.description,
      url: abs(o.path),
      type: 'website',
      siteName: 'Wedding Invitation',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: o.title, description: o.description, images: [image] },
    icons: { icon: [{ url: icon, type: 'image/png', sizes: '192x192' }], apple: [{ url: icon, sizes: '192x192' }] },
    // No generic noindex: Telegram honours it and then shows no preview. Search engines only.
    robots: { googleBot: { index: false, follow: false } },
    other: Object.fromEntries(SEARCH_ENGINE_BOTS.filter((bot) => bot !== 'googlebot').map((bot) => [bot, NOINDEX])),
  };
}
