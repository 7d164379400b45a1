import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaderRules } from './lib/server/security-headers';
import { storageImageSources } from './lib/server/image-sources';
import { STORAGE } from './lib/wedding/spec-values';
import { IMAGE_QUALITIES, IMAGE_WIDTHS, MAX_INPUT_PIXELS } from './lib/wedding/limits';
import { WEB_FACES_ROUTE } from './lib/site/web-faces-files';
import { APP_ICONS, FOLDERS, HERO_ROUTE, ICON_PATH, MEDIA_ROUTE, SHARE_IMAGE_PATH } from './lib/site/routes';

// The free plan has no image transformation: the optimiser resizes the bucket's photos instead.
const storage = storageImageSources(process.env.SUPABASE_URL, STORAGE.bucket);
// Ship the snapshot, and the demo only without Supabase; never guests' photos (excludes do not beat includes).
const shippedContent = process.env.SUPABASE_URL?.trim() ? [] : ['demo'];
const contentFolders = readdirSync('content', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const shippedFiles = shippedContent.flatMap((f) => [
  `./content/${f}/*.json`,
  ...readdirSync(`content/${f}/media`).filter((m) => m.toLowerCase() !== FOLDERS.guestPhotos).map((m) => `./content/${f}/media/${m}/**/*`),
]);

const nextConfig: NextConfig = {
  // Title and meta in <head> for every client: messaging apps read only <head>.
  htmlLimitedBots: /.*/,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  outputFileTracingIncludes: {
    '/**': ['./content/snapshot.json', './public/images/**/*', './public/faces/**/*', ...shippedFiles, './node_modules/@fontsource-variable/*/{package.json,wght.css}'],
    // The script faces' files, read by an address the tracer cannot follow; only the weight-axis files are cut.
    '/fonts/**': ['./node_modules/@fontsource-variable/*/files/*-wght-normal.woff2', './node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm'],
  },
  // The desk's tools read paths the tracer cannot bound, so it would take the whole checkout: never tests' photos.
  outputFileTracingExcludes: {
    '/**': [
      `./**/media/${FOLDERS.guestPhotos}/**`,
      ...['tests', 'e2e', 'docs', 'scripts', 'supabase', 'test-results', 'backups'].map((f) => `./${f}/**`),
      ...contentFolders.filter((f) => !shippedContent.includes(f)).map((f) => `./content/${f}/**`),
      // Only the script faces' upright weight-axis files are ever cut (lib/i18n/script-faces.ts).
      './node_modules/@fontsource-variable/*/files/*-{standard,wdth}-*.woff2',
      './node_modules/@fontsource-variable/*/files/*-italic.woff2',
    ],
  },
  env: { PROJECT_SNAPSHOT_FILE: path.resolve(process.env.CONTENT_SNAPSHOT?.trim() || 'content/snapshot.json') },
  // Their WebAssembly is read from their own folders at run time.
  serverExternalPackages: ['subset-font', 'harfbuzzjs', 'fontverter', 'wawoff2'],
  poweredByHeader: false,
  typescript: { tsconfigPath: 'tsconfig.app.json' },
  reactStrictMode: true,
  // Inline CSS saves a round trip before first paint; preloadEntriesOnStart: docs/decisions.md, "Nothing optional before the first answer".
  // A photo from the desk fits (prepared on the phone first); the proxy keeps every other action to 1 MB.
  // libvips's operation cache (up to 50 MB) never sees the same photo twice here: the resized ones are kept instead.
  experimental: {
    serverActions: { bodySizeLimit: '4mb' },
    inlineCss: true,
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
    imgOptMaxInputPixels: MAX_INPUT_PIXELS,
    preloadEntriesOnStart: false,
  },
  // Turbopack skips 'server-only' for Pages API routes (share-image.ts), webpack does not.
  transpilePackages: ['server-only'],
  turbopack: {
    resolveAlias: {
      'server-only': { browser: './node_modules/next/dist/compiled/server-only/index.js', default: './node_modules/next/dist/compiled/server-only/empty.js' },
      // The faces' rules are written by the server alone (components/shared/web-faces.tsx).
      '@/lib/invitation/web-faces': { browser: './lib/site/web-faces-none.ts' },
      // So is the first paint's script (components/shared/first-paint-script.tsx).
      '@/lib/site/first-paint-script': { browser: './lib/site/first-paint-script-none.ts' },
    },
  },
  async headers() {
    // The faces' files are named by their bytes (scripts/fonts/web-faces.ts).
    return [...securityHeaderRules(), { source: `${WEB_FACES_ROUTE}/:path*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }];
  },
  async rewrites() {
    return [
      { source: SHARE_IMAGE_PATH, destination: '/api/share-image?kind=share' },
      { source: ICON_PATH, destination: '/api/share-image?kind=icon' },
      { source: APP_ICONS[1].path, destination: '/api/share-image?kind=icon-512' },
    ];
  },
  cacheHandler: path.resolve(process.cwd(), 'lib/server/image-cache-handler.cjs'),
  images: {
    // WebP only: AVIF encodes several times slower.
    formats: ['image/webp'],
    customCacheHandler: true,
    maximumDiskCacheSize: 0,
    minimumCacheTTL: 2678400,
    deviceSizes: [...IMAGE_WIDTHS.device],
    imageSizes: [...IMAGE_WIDTHS.image],
    qualities: [...IMAGE_QUALITIES],
    // No query string: a made-up one would be a new decode and encode each time (the proxy checks the rest).
    localPatterns: [
      { pathname: `${MEDIA_ROUTE}/**`, search: '' },
      { pathname: '/images/**', search: '' },
      { pathname: `${HERO_ROUTE}/**`, search: '' },
    ],
    maximumResponseBody: 25_000_000,
    remotePatterns: storage.patterns,
    dangerouslyAllowLocalIP: storage.loopback,
  },
};

export default nextConfig;
