import { Head, Html, Main, NextScript } from 'next/document';

/** The Pages routes run no script of their own, so they name the web fonts at once (app/globals.css). */
export default function Document() {
  return (
    <Html lang="en" data-after-paint="">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
