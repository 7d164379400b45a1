import localFont from 'next/font/local';

// Font files come from @fontsource packages: the build needs no network. Few files on purpose:
// every one is preloaded, and on a phone's slow connection they compete with the first paint.
export const serif = localFont({
  src: [
    { path: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2', weight: '500', style: 'italic' },
  ],
  variable: '--font-serif',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const script = localFont({
  src: '../node_modules/@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2',
  variable: '--font-script',
  display: 'swap',
  fallback: ['cursive'],
});

export const sans = localFont({
  src: [
    { path: '../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-sans',
  display: 'swap',
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
