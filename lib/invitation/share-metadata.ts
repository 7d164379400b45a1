import type { Metadata } from 'next';
import { NOINDEX, SEARCH_ENGINE_BOTS } from '@/lib/wedding/crawlers';
import { ICON_PATH, SHARE_IMAGE_PATH } from '@/lib/wedding/routes';

interface ShareOptions {
  title: string;
  description: string;
  /** The page's language, with its region when known ('pl', 'pt-PT'): og:locale. */
  language: string;
  /** og:site_name: 'Wedding Invitation' in that language. */
  siteName: string;
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
      siteName: o.siteName,
      locale: openGraphLocale(o.language),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: o.title, description: o.description, images: [image] },
    icons: { icon: [{ url: icon, type: 'image/png', sizes: '192x192' }], apple: [{ url: icon, sizes: '192x192' }] },
    // No generic noindex: Telegram honours it and then shows no preview. Search engines only.
    robots: { googleBot: { index: false, follow: false } },
    other: Object.fromEntries(SEARCH_ENGINE_BOTS.filter((bot) => bot !== 'googlebot').map((bot) => [bot, NOINDEX])),
  };
}

/** Open Graph's spelling of a language, with its likeliest country: 'pl' → 'pl_PL', 'en' → 'en_US'. */
export function openGraphLocale(language: string): string {
  try {
    const likely = new Intl.Locale(language).maximize();
    return likely.region ? `${likely.language}_${likely.region}` : likely.language;
  } catch {
    return 'en_US';
  }
}
