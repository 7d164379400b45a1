import { NoticeCard } from './notice-card';

export interface LookupFailedWords {
  title: string;
  couldNotOpen: string;
  tryShortly: string;
  tryAgain: string;
}

// Not the no-access words: why: docs/decisions.md, "The outage page says one thing".
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
