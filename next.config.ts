import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaderRules } from './lib/server/security-headers';
import { storageImageSources } from './lib/server/image-sources';
import { STORAGE } from './lib/wedding/spec-values';
import { IMAGE_WIDTHS, MAX_INPUT_PIXELS } from './lib/wedding/limits';
import { APP_ICONS, FOLDERS, HERO_ROUTE, ICON_PATH, MEDIA_ROUTE, SHARE_IMAGE_PATH } from './lib/wedding/routes';

// The free plan has no image transformation: the optimiser resizes the bucket's photos instead.
const storage = storageImageSources(process.env.SUPABASE_URL, STORAGE.bucket);
// What the traced server may carry of content/: the snapshot, and the demo only for a build without Supabase,
// never guests' photos (an exclude does not apply to what is included, so they are left out by name).
const shippedContent = process.env.SUPABASE_URL?.trim() ? [] : ['demo'];
const contentFolders = readdirSync('content', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const shippedFiles = shippedContent.flatMap((f) => [
  `./content/${f}/*.json`,
  ...readdirSync(`content/${f}/media`).filter((m) => m.toLowerCase() !== FOLDERS.guestPhotos).map((m) => `./content/${f}/media/${m}/**/*`),
]);

const nextConfig: NextConfig = {
  // Title and meta in <head> for every client, never streamed into <body> (invalid HTML, and
  // messaging apps read only <head>). It costs nothing: the page has its data before the first byte.
  htmlLimitedBots: /.*/,
  // A separate build folder lets a benchmark or a second test run build beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // NEXT_OUTPUT=standalone builds what self-hosted and serverless packagers ship: the server plus only the files it reads.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Content files are read at run time by path, so the tracer must be told to ship them; never guests'
  // photos nor a couple's own folder (docs/couples-guide.md, "Deploying").
  outputFileTracingIncludes: { '/**': ['./content/snapshot.json', ...shippedFiles] },
  outputFileTracingExcludes: {
    '/**': [`./content/**/media/${FOLDERS.guestPhotos}/**`, ...contentFolders.filter((f) => !shippedContent.includes(f)).map((f) => `./content/${f}/**`)],
  },
  // Where `npm run snapshot` writes: a standalone server run inside this project reads it there (lib/data/snapshot.ts).
  env: { PROJECT_SNAPSHOT_FILE: path.resolve(process.env.CONTENT_SNAPSHOT?.trim() || 'content/snapshot.json') },
  poweredByHeader: false,
  // The build checks the app's own code; `npm run typecheck` covers tests and scripts too.
  typescript: { tsconfigPath: 'tsconfig.app.json' },
  reactStrictMode: true,
  // The stylesheets arrive inside the HTML: on a slow phone link a separate, render-blocking
  // request for them would cost a round trip before the first paint.
  // imgOpt*: one sharp thread per resize (libuv runs four at most); over the pixel limit the proxy refuses first.
  // preloadEntriesOnStart: a cold start loads only the routes its first request needs (docs/performance.md).
  experimental: { inlineCss: true, imgOptConcurrency: 1, imgOptMaxInputPixels: MAX_INPUT_PIXELS, preloadEntriesOnStart: false },
  // What Next's webpack build does for every server bundle: 'server-only' is a no-op on the
  // server and an error in the browser. Turbopack skips it for Pages API routes (share-image.ts).
  transpilePackages: ['server-only'],
  turbopack: {
    resolveAlias: {
      'server-only': { browser: './node_modules/next/dist/compiled/server-only/index.js', default: './node_modules/next/dist/compiled/server-only/empty.js' },
    },
  },
  async headers() {
    return securityHeaderRules();
  },
  // Stable preview-image URLs of this site (no redirect): see pages/api/share-image.ts.
  async rewrites() {
    return [
      { source: SHARE_IMAGE_PATH, destination: '/api/share-image?kind=share' },
      { source: ICON_PATH, destination: '/api/share-image?kind=icon' },
      { source: APP_ICONS[1].path, destination: '/api/share-image?kind=icon-512' },
    ];
  },
  // Resized images are kept in memory within a byte budget (IMAGE_CACHE_MAX_BYTES, 64 MB by default),
  // never on disk: serverless file systems are read-only. Every page is dynamic: nothing else is cached.
  cacheHandler: path.resolve(process.cwd(), 'lib/server/image-cache-handler.cjs'),
  images: {
    // WebP only: AVIF encodes several times slower.
    formats: ['image/webp'],
    customCacheHandler: true,
    // Never on disk (see cacheHandler); browsers and CDNs keep the resized images too.
    maximumDiskCacheSize: 0,
    minimumCacheTTL: 2678400,
    deviceSizes: [...IMAGE_WIDTHS.device],
    imageSizes: [...IMAGE_WIDTHS.image],
    // No query string: a made-up one would be a new decode and encode each time (the proxy checks the rest).
    localPatterns: [
      { pathname: `${MEDIA_ROUTE}/**`, search: '' },
      { pathname: '/images/**', search: '' },
      { pathname: `${HERO_ROUTE}/**`, search: '' },
    ],
    // Bounds on what one request can make the optimiser do: a camera photo is ~50 MP and under 25 MB.
    maximumResponseBody: 25_000_000,
    remotePatterns: storage.patterns,
    dangerouslyAllowLocalIP: storage.loopback,
  },
};

export default nextConfig;
