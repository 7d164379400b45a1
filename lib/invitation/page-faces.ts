import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { messagesFor } from '@/lib/i18n/catalogues';
import { lettersShown, scriptFacesCss } from '@/lib/i18n/script-faces';
import { processSingleton } from '@/lib/server/process-singleton';
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
  // Every text of the guest's invitation, whatever the section: a character it never shows costs a few bytes of CSS, never a download.
  const invitation = result?.status === 'ok' ? JSON.stringify(result.invitation) : '';
  const shared = languageFaces(language, result?.status === 'ok' ? result.invitation.info.wedding.timeZone : undefined);
  const ownLetters = [...lettersShown(language, invitation)].some((letter) => !shared.letters.has(letter));
  return ownLetters ? scriptFacesCss(language, invitation, shared.letters) : shared.css;
});

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
