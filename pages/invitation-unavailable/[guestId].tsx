import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { LookupFailedNotice, type LookupFailedWords } from '@/components/shared/lookup-failed-notice';
import { browserLanguage } from '@/lib/i18n/catalogues';
import { translator } from '@/lib/i18n/translator';
import { direction } from '@/lib/wedding/languages';
import { LOOKUP_RETRY_AFTER_SECONDS, retryPathFor } from '@/lib/invitation/lookup-failed';
import { ICON_PATH } from '@/lib/site/routes';

interface Props {
  retryHref: string;
  words: LookupFailedWords & { language: string; dir: 'ltr' | 'rtl' };
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const retryHref = retryPathFor(params?.guestId);
  if (!retryHref) return { notFound: true };
  res.statusCode = 503;
  res.setHeader('Retry-After', String(LOOKUP_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept-Language');
  const language = browserLanguage(req.headers['accept-language']);
  const t = translator(language);
  const words = { title: t('noAccess.title'), couldNotOpen: t('noAccess.couldNotOpen'), tryShortly: t('noAccess.tryShortly'), tryAgain: t('noAccess.tryAgain') };
  return { props: { retryHref, words: { language, dir: direction(language), ...words } } };
};

export default function InvitationUnavailable({ retryHref, words }: Props) {
  return (
    <>
      <Head>
        <title>{words.title}</title>
        <meta name="robots" content="noindex" />
        {/* As on every other page: without it the browser asks for /favicon.ico, which is a 404. */}
        <link rel="icon" href={ICON_PATH} type="image/png" sizes="192x192" />
      </Head>
      <LookupFailedNotice retryHref={retryHref} words={words} />
    </>
  );
}

// No client script: the page is complete as HTML, and the site's CSP nonce is for App Router pages.
export const config = { unstable_runtimeJS: false };
