/** The pages without an invitation: no access, the lookup-failed notice, the error states. */
export interface NoticeWords {
  language: string;
  dir: 'ltr' | 'rtl';
  noAccess: { title: string; onlyByLink: string; useYourLink: string };
  lookupFailed: { couldNotOpen: string; tryShortly: string; tryAgain: string };
  states: { title: string; loadFailed: string; missingInfo: string; tryAgain: string };
}
