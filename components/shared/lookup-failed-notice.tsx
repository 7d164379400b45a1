import { NoticeCard } from './notice-card';

export interface LookupFailedWords {
  title: string;
  couldNotOpen: string;
  tryShortly: string;
  tryAgain: string;
}

/**
 * A guest link whose guest could not be looked up just now (the backend failed, not "no such
 * guest"): one message, and 'Try Again' to reload the invitation. Not the no-access words: the
 * guest did use their link (docs/decisions.md). A plain link, so it works without JavaScript.
 */
export function LookupFailedNotice({ retryHref, words }: { retryHref: string; words: LookupFailedWords }) {
  return (
    <NoticeCard title={words.title}>
      <p role="status">{words.couldNotOpen}</p>
      <p>{words.tryShortly}</p>
      <a className="button" href={retryHref}>
        {words.tryAgain}
      </a>
    </NoticeCard>
  );
}
