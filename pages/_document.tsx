import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

// Pages routes run no script of their own, so they name the web fonts at once.
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const words = (__NEXT_DATA__.props?.pageProps as { words?: { language?: string; dir?: string } } | undefined)?.words;
  return (
    <Html lang={words?.language ?? 'en'} dir={words?.dir ?? 'ltr'} data-first-paint="" data-after-paint="">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
