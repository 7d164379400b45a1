import type { AppProps } from 'next/app';
import '../app/font-fallbacks.css';
import '../app/globals.css';

/** The Pages routes' shell: the site's global styles (App Router pages get them from app/layout.tsx). */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
