import type { MetadataRoute } from 'next';

/**
 * Crawlers may fetch everything: link previews need /invite/ pages. Search engines are
 * kept out by googlebot/bingbot noindex directives instead (meta tag and X-Robots-Tag).
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: [{ userAgent: '*', allow: '/' }] };
}
