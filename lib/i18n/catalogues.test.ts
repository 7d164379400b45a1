import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { browserLanguage, guestLanguage, messagesFor, spokenLanguages } from './catalogues';

/** Every language is one file in messages/, holding every text the English one has. */

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));
const slots = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const english = new Map(leaves(read('en.json')));
const others = readdirSync(path.join(process.cwd(), 'messages')).filter((f) => f.endsWith('.json') && f !== 'en.json');

it('speaks the thirty languages of the guest page, Chinese in both its scripts, Portuguese as Portugal and Brazil write it', () => {
  expect(spokenLanguages().sort()).toEqual(
    ['ar', 'cs', 'da', 'de', 'el', 'en', 'es', 'fi', 'fil', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sv', 'th', 'tr', 'uk', 'vi', 'zh-Hans', 'zh-Hant'].sort(),
  );
});

describe.each(others)('%s', (file) => {
  const own = new Map(leaves(read(file)));

  it('has every text the English one has, and no other', () => {
    expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => typeof own.get(key) !== 'string' || !(own.get(key) as string).trim())).toEqual([]);
  });

  it('fills the same slots as English ({name}, {names}…)', () => {
    const differing = [...english].filter(([key, text]) => own.has(key) && slots(String(own.get(key))).join() !== slots(String(text)).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has texts that are valid ICU messages', () => {
    const problems: string[] = [];
    const language = file.slice(0, -'.json'.length);
    const t = createTranslator({ locale: language, messages: read(file), onError: (e) => problems.push(e.message) });
    for (const [key, text] of english) t(key as never, Object.fromEntries(slots(String(text)).map((s) => [s!, 'x'])) as never);
    expect(problems).toEqual([]);
  });
});

describe('which language a page speaks', () => {
  it("is the guest's own, the nearest the site speaks, else the wedding's default, else English", () => {
    expect(guestLanguage('pl', 'en')).toBe('pl');
    expect(guestLanguage('pt-BR', 'en')).toBe('pt-BR');
    expect(guestLanguage('pt-PT', 'en')).toBe('pt');
    expect(guestLanguage('pt-AO', 'en')).toBe('pt');
    expect(guestLanguage('yo', 'de')).toBe('de');
    expect(guestLanguage(null, 'fr-CA')).toBe('fr');
    expect(guestLanguage('yo', 'sw')).toBe('en');
    expect(guestLanguage('zh-TW', 'en')).toBe('zh-Hant');
    expect(guestLanguage(undefined, undefined)).toBe('en');
  });

  it("is the first the browser asks for that the site speaks, by the browser's weights", () => {
    expect(browserLanguage('pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(browserLanguage('yo, vi;q=0.5, de;q=0.7')).toBe('de');
    expect(browserLanguage('yo')).toBe('en');
    expect(browserLanguage('he-IL,en;q=0.5')).toBe('he');
    expect(browserLanguage('pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(browserLanguage(null)).toBe('en');
    expect(browserLanguage(`${'x'.repeat(600)},pl`)).toBe('en');
  });

  it('has texts for every language it speaks, English for any other', () => {
    expect(messagesFor('ar').rsvp.title).toBe('تأكيد الحضور');
    expect(messagesFor('xx').rsvp.title).toBe('RSVP');
  });
});
