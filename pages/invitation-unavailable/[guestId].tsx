import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { LookupFailedNotice } from '@/components/shared/lookup-failed-notice';
import { LOOKUP_RETRY_AFTER_SECONDS, retryPathFor } from '@/lib/invitation/lookup-failed';
import { ICON_PATH, NO_ACCESS_TITLE } from '@/lib/wedding/share-metadata';

interface Props {
  retryHref: string;
}

/** A Pages route because only it can answer 503 (lib/invitation/lookup-failed.ts). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const retryHref = retryPathFor(params?.guestId);
  if (!retryHref) return { notFound: true };
  res.statusCode = 503;
  res.setHeader('Retry-After', String(LOOKUP_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  return { props: { retryHref } };
};

export default function InvitationUnavailable({ retryHref }: Props) {
  return (
    <>
      <Head>
        <title>{NO_ACCESS_TITLE}</title>
        <meta name="robots" content="noindex" />
        {/* As on every other page: without it the browser asks for /favicon.ico, which is a 404. */}
        <link rel="icon" href={ICON_PATH} type="image/png" sizes="192x192" />
      </Head>
      <LookupFailedNotice retryHref={retryHref} />
    </>
  );
}

// No client script: the page is complete as HTML, and the site's CSP nonce is for App Router pages.
export const config = { unstable_runtimeJS: false };
