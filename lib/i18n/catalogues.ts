// No 'server-only': the Pages-route notice reads these too; node:fs keeps it out of browser bundles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type english from '@/messages/en.json';
import { processSingleton } from '@/lib/server/process-singleton';
import { DEFAULT_LANGUAGE, pageLanguage } from '@/lib/wedding/languages';
import { negotiatedLanguage } from './accept-language';

export type Messages = typeof english;

const FOLDER = path.join(process.cwd(), 'messages');

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

function withEnglishUnder<T>(own: unknown, english: T): T {
  if (typeof english !== 'object' || english === null) return (typeof own === typeof english ? own : english) as T;
  const mine = (typeof own === 'object' && own !== null ? own : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, withEnglishUnder(mine[key], value)])) as T;
}

export const spokenLanguages = (): string[] => [...catalogues().keys()];

export const messagesFor = (language: string): Messages => catalogues().get(language) ?? catalogues().get(DEFAULT_LANGUAGE)!;

export const guestLanguage = (guestTag: string | null | undefined, weddingTag: string | null | undefined) =>
  pageLanguage(guestTag, weddingTag, spokenLanguages());

export const browserLanguage = (acceptLanguage: string | null | undefined) => negotiatedLanguage(acceptLanguage, spokenLanguages());
