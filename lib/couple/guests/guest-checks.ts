import { FOLDERS } from '@/lib/site/routes';
import { meantLanguage, storableTag } from '@/lib/wedding/languages';
import { isSafeFolderName } from '@/lib/wedding/media';
import { terminalValue } from '../safe-text';

export const MAX_NAME_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

export interface GuestFieldValues {
  name?: string;
  personal_message?: string | null;
  photo_dir?: string | null;
  language?: string | null;
}

const characters = (text: string) => [...text].length;
/** C0, DEL and C1 control characters (the database's [:cntrl:] refuses them in photo_dir). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function guestFieldProblems(fields: GuestFieldValues): string[] {
  const problems: string[] = [];
  const { name, personal_message: message, photo_dir: dir, language } = fields;
  if (name !== undefined) {
    const trimmed = name.trim();
    if (trimmed === '') problems.push('the name is empty');
    else if (characters(trimmed) > MAX_NAME_LENGTH) problems.push(`the name is longer than ${MAX_NAME_LENGTH} characters`);
    else if (CONTROL.test(trimmed)) problems.push(`the name "${terminalValue(trimmed)}" holds a control character (such as ESC or BEL): retype it without`);
  }
  if (message) {
    if (characters(message) > MAX_MESSAGE_LENGTH) problems.push(`the personal message is longer than ${MAX_MESSAGE_LENGTH} characters`);
    else if (message.includes('\0')) problems.push('the personal message holds a NUL character, which the database cannot store');
  }
  if (dir) {
    if (!isSafeFolderName(dir)) problems.push(`photo_dir "${terminalValue(dir)}" must be one plain folder name inside ${FOLDERS.guestPhotos}/ (no / or \\)`);
    else if (CONTROL.test(dir)) problems.push(`photo_dir "${terminalValue(dir)}" holds a control character (such as a tab): retype the folder name without`);
  }
  if (language) {
    const tag = language.trim();
    const stored = storableTag(tag);
    const meant = meantLanguage(tag);
    if (!stored) {
      problems.push(`language "${terminalValue(tag)}" is not a language tag; ${meant ? `did you mean ${meant}?` : 'use one such as pl, vi, ar or pt-BR'}`);
    } else if (meant && meant.toLowerCase() !== stored.toLowerCase()) {
      // 'jp' is a well-formed tag but a country: the guest would get the wedding's default language, not Japanese.
      problems.push(`language "${tag}" is a country code, not a language; did you mean ${meant}?`);
    }
  }
  return problems;
}
