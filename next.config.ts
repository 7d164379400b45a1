import type { NextConfig } from 'next';
import { CRAWLER_UA } from './lib/crawlers';

const nextConfig: NextConfig = {
  // Messaging apps build previews from <head>: give them metadata up front, never streamed.
  htmlLimitedBots: CRAWLER_UA,
  // A separate build folder lets a benchmark or a second test run build beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // NEXT_OUTPUT=standalone builds what self-hosted and serverless packagers ship: the server plus only the files it reads.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Content files are read at run time by path, so the tracer must be told to ship them.
  outputFileTracingIncludes: { '/**': ['./content/**/*'] },
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1200, 1600],
    imageSizes: [64, 128, 256, 384],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
  },
};

export default nextConfig;
