// Server code only, through catalogues.ts (node:fs); no 'server-only' so that a Pages route may use it.
import { direction } from '@/lib/wedding/languages';
import type { NoticeWords } from '@/lib/wedding/words';
import { translator } from './translator';

/** The pages without an invitation (no access, lookup failed, error states), in one language. */
export function noticeWords(language: string): NoticeWords {
  const t = translator(language);
  return {
    language,
    dir: direction(language),
    noAccess: { title: t('noAccess.title'), onlyByLink: t('noAccess.onlyByLink'), useYourLink: t('noAccess.useYourLink') },
    lookupFailed: { couldNotOpen: t('noAccess.couldNotOpen'), tryShortly: t('noAccess.tryShortly'), tryAgain: t('noAccess.tryAgain') },
    states: { title: t('states.errorTitle'), loadFailed: t('states.loadFailed'), missingInfo: t('states.missingInfo'), tryAgain: t('states.tryAgain') },
  };
}
