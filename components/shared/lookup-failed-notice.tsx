import type { NoticeWords } from '@/lib/wedding/words';
import { NoticeCard } from './no-access';

/**
 * A guest link whose guest could not be looked up just now (the backend failed, not "no such
 * guest"): one message, and 'Try Again' to reload the invitation. Not the no-access words: the
 * guest did use their link (docs/decisions.md). A plain link, so it works without JavaScript.
 */
export function LookupFailedNotice({ retryHref, words }: { retryHref: string; words: Pick<NoticeWords, 'noAccess' | 'lookupFailed'> }) {
  return (
    <NoticeCard title={words.noAccess.title}>
      <p role="status">{words.lookupFailed.couldNotOpen}</p>
      <p>{words.lookupFailed.tryShortly}</p>
      <a className="button" href={retryHref}>
        {words.lookupFailed.tryAgain}
      </a>
    </NoticeCard>
  );
}
