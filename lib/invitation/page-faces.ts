import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { cache } from 'react';
import { messagesFor } from '@/lib/i18n/catalogues';
import { addedFacesCss, lettersShown, scriptFacesCss } from '@/lib/i18n/script-faces';
import { processSingleton } from '@/lib/server/process-singleton';
import type { NoticeFaces, ShownNotice } from '@/lib/wedding/notices';
import type { Invitation } from '@/lib/wedding/types';
import { platformZoneName } from '@/lib/wedding/zone-name';
import { INVITATION_ID_HEADER } from './guest-gate';
import { getInvitation } from './get-invitation';
import { requestLanguage } from './page-language';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/wedding/intl-formats';

/** The request's faces for letters the design's faces lack (a script's, Czech ř): cut to all the page could show. */
export const requestScriptFaces = cache(async (): Promise<string> => {
  const language = await requestLanguage();
  const guestId = (await headers()).get(INVITATION_ID_HEADER);
  const result = guestId ? await getInvitation(guestId) : null;
  const invitation = result?.status === 'ok' ? result.invitation : null;
  const shared = languageFaces(language, invitation?.info.wedding.timeZone);
  if (!invitation) return shared.css;
  const own = lettersShown(language, JSON.stringify(invitation));
  return [...own].some((letter) => !shared.letters.has(letter)) ? scriptFacesCss(language, '', new Set([...shared.letters, ...own]), hanHints(invitation)) : shared.css;
});

// Every text of the guest's invitation, whatever the section: a character it never shows costs a few bytes of CSS, never a download.
const pageLetters = (invitation: Invitation) =>
  new Set([...languageFaces(invitation.language, invitation.info.wedding.timeZone).letters, ...lettersShown(invitation.language, JSON.stringify(invitation))]);

const hanHints = (invitation: Invitation) => (invitation.info.language ? [invitation.info.language] : []);

/** The faces for the letters of the day's notices that the page was not cut to (a notice posted since): null when it has them all. */
export function noticeFaces(invitation: Invitation, notices: readonly ShownNotice[]): NoticeFaces | null {
  const texts = notices.map(({ lang, text }) => ({ lang, text }));
  if (!texts.some(({ text }) => /[^\u0000-\u00ff]/u.test(text))) return null;
  const css = addedFacesCss(invitation.language, pageLetters(invitation), texts, hanHints(invitation));
  return css ? { id: createHash('sha256').update(css).digest('base64url').slice(0, 12), css } : null;
}

/** The letters and faces of the catalogue, Intl's words and the zone's name in `language`: the same for every page in it, so made once. */
const languageFaces = (language: string, timeZone: string | undefined) => {
  const made = processSingleton('language-faces', () => new Map<string, { letters: ReadonlySet<number>; css: string }>());
  const key = `${language} ${timeZone ?? ''}`;
  if (!made.has(key)) {
    const letters = lettersShown(language, languageWords(language) + zoneWords(language, timeZone));
    made.set(key, { letters, css: scriptFacesCss(language, '', letters) });
  }
  return made.get(key)!;
};

const DAY = 86_400_000;

const languageWords = (language: string) => JSON.stringify(messagesFor(language)) + writtenByIntl(language);

/** What Intl writes in `language` on the page (dates, weekdays, times, units, lists), a year's worth. */
function writtenByIntl(language: string): string {
  const words: string[] = [];
  const start = Date.UTC(2027, 0, 1, 12);
  const full = dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
  const saved = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  for (let day = 0; day < 366; day += 7) words.push(full.format(start + day * DAY), saved.format(start + day * DAY + (day % 24) * 3_600_000));
  for (let month = 0; month < 12; month++) words.push(dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, month, 12)));
  words.push(numberFormat(language, { style: 'unit', unit: 'celsius', unitDisplay: 'narrow' }).format(21.5), numberFormat(language, { style: 'percent' }).format(0.35));
  words.push(listFormat(language, { type: 'unit' }).format(['a', 'b', 'c']), listFormat(language, { type: 'unit', style: 'narrow' }).format(['a', 'b']));
  // The countdown between two parts of the day (durationText).
  for (const unit of ['hour', 'minute']) words.push(numberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(12));
  return words.join('');
}

// Only the wedding's zone is named on the page: every zone's name would cut hundreds of glyphs more.
function zoneWords(language: string, timeZone: string | undefined): string {
  try {
    return timeZone ? platformZoneName(timeZone, language, new Date(Date.UTC(2027, 0, 1))) : '';
  } catch {
    return '';
  }
}
