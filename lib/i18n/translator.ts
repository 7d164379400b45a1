// Server code only, through catalogues.ts (node:fs); no 'server-only' so that a Pages route may use it.
import { createTranslator } from 'use-intl/core';
import { messagesFor, type Messages } from './catalogues';

const made = new Map<string, ReturnType<typeof make>>();

const make = (language: string) => createTranslator<Messages>({ locale: language, messages: messagesFor(language) });

/** The texts of one language, ICU placeholders filled (use-intl): `t('rsvp.title')`, `t('greeting.dear', { name })`. */
export function translator(language: string) {
  let t = made.get(language);
  if (!t) made.set(language, (t = make(language)));
  return t;
}

export type Translator = ReturnType<typeof translator>;
