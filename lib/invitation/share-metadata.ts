import type { Metadata } from 'next';
import { NOINDEX, SEARCH_ENGINE_BOTS } from '@/lib/wedding/crawlers';
import { ICON_PATH, SHARE_IMAGE_PATH } from '@/lib/site/routes';

interface ShareOptions {
  title: string;
  description: string;
  language: string;
  siteName: string;
  origin: URL;
  path: string;
  imageVersion: string;
  imageAlt: string;
}

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
    robots: { googleBot: { index: false, follow: false } },
    other: Object.fromEntries(SEARCH_ENGINE_BOTS.filter((bot) => bot !== 'googlebot').map((bot) => [bot, NOINDEX])),
  };
}

export function openGraphLocale(language: string): string {
  try {
    const likely = new Intl.Locale(language).maximize();
    return likely.region ? `${likely.language}_${likely.region}` : likely.language;
  } catch {
    return 'en_US';
  }
}
