import * as z from './zod';
import { PART_ID } from './day-parts';
import { idText } from './shapes';
import { canonicalTag, DEFAULT_LANGUAGE, direction, ownLanguageIn } from './languages';

// The couple's notices on the day: for everyone or one part's guests, in one or several languages.

export const NOTICE_MAX_CHARS = 280;
/** In a content folder, beside wedding.json. */
export const NOTICES_FILE = 'notices.json';
/** A page shows the newest few: the day's notices, not a feed. */
export const NOTICES_SHOWN = 5;

const stamp = z.pipe(
  z.nullish(z.union([z.string(), z.date()])),
  z.transform((v) => (v === null || v === undefined ? null : new Date(v).toISOString())),
);

export const noticeShape = z.object({
  id: idText,
  part: z.pipe(z.nullish(z.string().check(z.regex(PART_ID))), z.transform((v) => v ?? null)),
  language: z.string(),
  texts: z.record(z.string(), z.string()),
  posted_at: stamp.check(z.refine((v) => v !== null, 'a notice has a time')),
  edited_at: stamp,
  withdrawn_at: stamp,
});

export type Notice = Omit<z.output<typeof noticeShape>, 'posted_at'> & { posted_at: string };

/** One bad row never hides the others; texts beyond the limit or under an unknown tag are left out. */
export function parseNotices(rows: unknown): Notice[] {
  if (!Array.isArray(rows)) throw new Error('the notices are not a list');
  return rows.flatMap((row) => {
    const parsed = noticeShape.safeParse(row);
    if (!parsed.success) return [];
    const texts = Object.fromEntries(
      Object.entries(parsed.data.texts).flatMap(([tag, text]) => {
        const language = canonicalTag(tag);
        const trimmed = text.trim();
        return language && trimmed && trimmed.length <= NOTICE_MAX_CHARS ? [[language, trimmed]] : [];
      }),
    );
    const language = canonicalTag(parsed.data.language);
    if (Object.keys(texts).length === 0) return [];
    return [{ ...parsed.data, posted_at: parsed.data.posted_at!, texts, language: language && texts[language] ? language : Object.keys(texts)[0]! }];
  });
}

/** The notices meant for a guest: not withdrawn, for everyone or for a part they are invited to; newest first. */
export function noticesFor(invitedTo: readonly string[] | undefined, notices: Notice[]): Notice[] {
  const mine = (n: Notice) => n.withdrawn_at === null && (n.part === null || !invitedTo?.length || invitedTo.includes(n.part));
  return notices.filter(mine).sort((a, b) => b.posted_at.localeCompare(a.posted_at));
}

export interface ShownNotice {
  id: string;
  text: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  at: string;
}

/** A stylesheet for the letters of the notices shown that the page's own faces were not cut to; `id` names it. */
export interface NoticeFaces {
  id: string;
  css: string;
}

const written = (texts: Record<string, string>) => Object.keys(texts).filter((tag) => texts[tag]?.trim());

/**
 * The text a reader of `readerTag` reads: theirs, else the wedding's, else English; null when none of the three is
 * written, and the notice is then not shown to them (docs/decisions.md, "A notice is read in a language its guest reads").
 */
export function noticeLanguage(texts: Record<string, string>, readerTag: string | null | undefined, weddingTag: string | null | undefined): string | null {
  const tags = written(texts);
  return ownLanguageIn(readerTag, tags) ?? ownLanguageIn(weddingTag, tags) ?? ownLanguageIn(DEFAULT_LANGUAGE, tags);
}

/** For the desk, before posting: which text each guest will read, or null for a guest who will not see it. */
export function noticeReadings<G extends { language?: string | null }>(texts: Record<string, string>, weddingTag: string | null | undefined, guests: readonly G[]) {
  return guests.map((guest) => ({ guest, reads: noticeLanguage(texts, guest.language, weddingTag) }));
}

export function shownNotice(notice: Notice, readerTag: string | null | undefined, weddingTag: string | null | undefined): ShownNotice | null {
  const lang = noticeLanguage(notice.texts, readerTag, weddingTag);
  return lang === null ? null : { id: notice.id, text: notice.texts[lang]!, lang, dir: direction(lang), at: notice.edited_at ?? notice.posted_at };
}
