'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskPublished } from '@/lib/desk/desk-published';
import { partChoices } from '@/lib/desk/part-choices';
import { memberSession } from '@/lib/desk/desk-session';
import { canonicalTag, languageName } from '@/lib/wedding/languages';
import { NOTICE_MAX_CHARS } from '@/lib/wedding/notices';

export interface NoticeState {
  error?: string;
  saved?: string;
  /** What was sent, back in the form when it is refused (React empties a form after its action). */
  values?: { part: string; texts: Record<string, string> };
}

const PAGE = '/desk/notices';
const TEXT_FIELD = 'text:';
const noticeForm = z.object({
  id: z.optional(z.uuid('The form came back incomplete: reload the page and try again.')),
  part: z.string().check(z.maxLength(40)),
});

/** The texts in the form's order: the first written is the one guests read when theirs is not there. */
function writtenTexts(form: FormData): [string, string][] {
  return [...form.entries()].flatMap(([key, value]) => {
    const tag = key.startsWith(TEXT_FIELD) ? canonicalTag(key.slice(TEXT_FIELD.length)) : null;
    const text = typeof value === 'string' ? value.trim() : '';
    return tag && text ? [[tag, text] as [string, string]] : [];
  });
}

/** Posts a notice, or saves an edit of one: guests it is meant for see it within a minute. */
export async function saveNoticeAction(_: NoticeState, form: FormData): Promise<NoticeState> {
  const member = await memberSession();
  if (!member) return { error: 'You are signed out: sign in again, then post.' };
  const parsed = noticeForm.safeParse({ id: form.get('id') || undefined, part: String(form.get('part') ?? '') });
  const texts = writtenTexts(form);
  const values = { part: String(form.get('part') ?? ''), texts: Object.fromEntries(texts) };
  if (!parsed.success) return { error: parsed.error.issues[0]?.message, values };
  if (texts.length === 0) return { error: 'Write the notice in at least one language.', values };
  const long = texts.find(([, text]) => text.length > NOTICE_MAX_CHARS);
  if (long) return { error: `Keep a notice to ${NOTICE_MAX_CHARS} characters: the ${languageName(long[0])} one has ${long[1].length}.`, values };
  const { id, part } = parsed.data;
  const parts = partChoices(await member.place.readWedding());
  const chosen = part ? parts.find((p) => p.id === part) : null;
  if (part && !chosen) return { error: 'That part of the day is no longer in the wedding: choose who it is for again.', values };
  try {
    await member.place.notices.save({ id, part: chosen?.id ?? null, language: texts[0]![0], texts: Object.fromEntries(texts) });
  } catch (e) {
    return { error: e instanceof Error ? e.message : 'The notice was not saved: try again in a moment.', values };
  }
  await deskPublished();
  revalidatePath(PAGE);
  const who = chosen ? `the guests of ${chosen.name}` : 'every guest';
  return { saved: `${id ? 'Saved' : 'Posted'}: ${who} see it on their invitation within a minute.` };
}

/** Takes a notice off every guest's page (it stays in this list, marked withdrawn). */
export async function withdrawNoticeAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const id = z.uuid().safeParse(form.get('id'));
  if (!member || !id.success) return;
  await member.place.notices.withdraw(id.data);
  await deskPublished();
  revalidatePath(PAGE);
}
