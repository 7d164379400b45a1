// No 'server-only': the lookup-failed notice, a Pages route, reads these too (Pages routes cannot import
// it). node:fs keeps this file out of any browser bundle just as surely: such a build fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type english from '@/messages/en.json';
import { processSingleton } from '@/lib/server/process-singleton';
import { DEFAULT_LANGUAGE, pageLanguage } from '@/lib/wedding/languages';
import { negotiatedLanguage } from './accept-language';

/** Every text the site writes, in English: the specification's words (messages/en.json). */
export type Messages = typeof english;

/**
 * The site's languages are the files in messages/ (one per language, named by its tag): adding a
 * language is adding a file. Read once per process, on the server only: no catalogue reaches a browser.
 */
const FOLDER = path.join(process.cwd(), 'messages');

// One copy per process, whichever of Next's bundles asks first.
const catalogues = () =>
  processSingleton('catalogues', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(FOLDER, file), 'utf8')) as Messages;
    const english = read(`${DEFAULT_LANGUAGE}.json`);
    return new Map(
      readdirSync(FOLDER)
        .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.json$/.test(file))
        .map((file) => [file.slice(0, -'.json'.length), withEnglishUnder(read(file), english)] as const),
    );
  });

/** A text a catalogue lacks is English rather than a key's name (the parity test keeps this from happening). */
function withEnglishUnder<T>(own: unknown, english: T): T {
  if (typeof english !== 'object' || english === null) return (typeof own === typeof english ? own : english) as T;
  const mine = (typeof own === 'object' && own !== null ? own : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, withEnglishUnder(mine[key], value)])) as T;
}

/** The tags of the languages the site speaks ('en', 'pl', 'ar'…). */
export const spokenLanguages = (): string[] => [...catalogues().keys()];

/** A spoken language's texts (English for any other). */
export const messagesFor = (language: string): Messages => catalogues().get(language) ?? catalogues().get(DEFAULT_LANGUAGE)!;

/** A guest's page language, among those the site speaks (lib/wedding/languages.ts). */
export const guestLanguage = (guestTag: string | null | undefined, weddingTag: string | null | undefined) =>
  pageLanguage(guestTag, weddingTag, spokenLanguages());

/** The language a browser asks for, among those the site speaks; English otherwise. */
export const browserLanguage = (acceptLanguage: string | null | undefined) => negotiatedLanguage(acceptLanguage, spokenLanguages());
