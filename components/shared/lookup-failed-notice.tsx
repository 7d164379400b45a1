import { NoticeCard } from './no-access';

/**
 * A guest link whose guest could not be looked up just now (the backend failed, not "no such
 * guest"): one message, and 'Try Again' to reload the invitation. Not the no-access words: the
 * guest did use their link (docs/decisions.md). A plain link, so it works without JavaScript.
 */
export function LookupFailedNotice({ retryHref }: { retryHref: string }) {
  return (
    <NoticeCard>
      <p role="status">We could not open your invitation just now.</p>
      <p>Please try again in a moment.</p>
      <a className="button" href={retryHref}>
        Try Again
      </a>
    </NoticeCard>
  );
}
