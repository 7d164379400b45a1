// Server code only, through catalogues.ts (node:fs); no 'server-only' so that a Pages route may use it.
import { createTranslator } from 'use-intl/core';
import { processSingleton } from '@/lib/server/process-singleton';
import { messagesFor, type Messages } from './catalogues';

const make = (language: string) => createTranslator<Messages>({ locale: language, messages: messagesFor(language) });

export function translator(language: string) {
  const made = processSingleton('translators', () => new Map<string, ReturnType<typeof make>>());
  let t = made.get(language);
  if (!t) made.set(language, (t = make(language)));
  return t;
}

export type Translator = ReturnType<typeof translator>;
