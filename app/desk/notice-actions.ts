'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskAction, deskPost } from '@/lib/desk/desk-action';
import { deskPublished } from '@/lib/desk/desk-published';
import { noticeReaders, type NoticeState } from '@/lib/desk/desk-notices';
import { weddingWords } from '@/lib/desk/sending';
import { done, refused } from '@/lib/desk/desk-state';
import { partChoices } from '@/lib/desk/part-choices';
import { idField } from '@/lib/wedding/guest-id';
import { canonicalTag, languageName } from '@/lib/wedding/languages';
import { NOTICE_MAX_CHARS } from '@/lib/wedding/notices';


const PAGE = '/desk/notices';
const TEXT_FIELD = 'text:';
const noticeForm = z.object({ id: z.optional(idField), part: z.string().check(z.maxLength(40)), intent: z.optional(z.string()) });

function writtenTexts(form: FormData): [string, string][] {
  return [...form.entries()].flatMap(([key, value]) => {
    const tag = key.startsWith(TEXT_FIELD) ? canonicalTag(key.slice(TEXT_FIELD.length)) : null;
    const text = typeof value === 'string' ? value.trim() : '';
    return tag && text ? [[tag, text] as [string, string]] : [];
  });
}
const sentValues = (form: FormData) => ({ part: String(form.get('part') ?? ''), texts: Object.fromEntries(writtenTexts(form)) });

export const saveNoticeAction = deskAction(
  { needs: 'member', schema: noticeForm, fields: (form) => ({ id: form.get('id') || undefined, part: String(form.get('part') ?? ''), intent: form.get('intent') ?? undefined }), values: sentValues },
  async ({ id, part, intent }, member, form): Promise<NoticeState> => {
    const texts = writtenTexts(form);
    const values = sentValues(form);
    if (texts.length === 0) return refused('Write the notice in at least one language.', { values });
    const long = texts.find(([, text]) => text.length > NOTICE_MAX_CHARS);
    if (long) return refused(`Keep a notice to ${NOTICE_MAX_CHARS} characters: the ${languageName(long[0])} one has ${long[1].length}.`, { values });
    const wedding = await member.place.readWedding();
    const chosen = part ? partChoices(wedding).find((p) => p.id === part) : null;
    if (part && !chosen) return refused('That part of the day is no longer in the wedding: choose who it is for again.', { values });
    if (intent !== 'as-it-is') {
      const readers = await noticeReaders(member.place.store, chosen?.id ?? null, Object.fromEntries(texts), weddingWords(wedding).language);
      if (readers) return refused('Not posted yet: some guests it is for would not read it in their own language. Add their language, or post it as it is.', { values, result: readers });
    }
    try {
      await member.place.notices.save({ id, part: chosen?.id ?? null, language: texts[0]![0], texts: Object.fromEntries(texts) });
    } catch (e) {
      return refused(e instanceof Error ? e.message : 'The notice was not saved: try again in a moment.', { values });
    }
    await deskPublished();
    revalidatePath(PAGE);
    const who = chosen ? `the guests of ${chosen.name}` : 'every guest';
    return done(`${id ? 'Saved' : 'Posted'}: ${who} see it on their invitation within a minute.`);
  },
);

export const withdrawNoticeAction = deskPost({ needs: 'member', schema: z.object({ id: idField }) }, async ({ id }, member) => {
  await member.place.notices.withdraw(id);
  await deskPublished();
  revalidatePath(PAGE);
});
