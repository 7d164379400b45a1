'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskAction, deskPost } from '@/lib/desk/desk-action';
import type { MessagesState, Templates } from '@/lib/desk/messages-table';
import { done, refused } from '@/lib/desk/desk-state';
import { languageName, storableTag } from '@/lib/wedding/languages';


const subject = z.string().check(z.maxLength(300, 'Keep each subject and card line to 300 characters.'));
const body = z.string().check(
  z.maxLength(4000, 'Keep each message to 4000 characters.'),
  z.refine((t) => t.includes('{link}'), "Each message needs {link}, the guest's own link."),
);
const MOST_ADDED = 5;
const texts = z.object({ invite: z.object({ subject, body }), remind: z.object({ subject, body }), card: subject });

export const saveMessagesAction = deskAction({ needs: 'member', schema: z.object({}) }, async (_, member, form): Promise<MessagesState> => {
  const { templates: before, problem } = await member.place.readMessages();
  if (problem) return refused(problem);
  const sent = (tag: string, field: string, kept: string) => {
    const value = form.get(`${tag}:${field}`);
    return typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : kept;
  };
  const after: Templates = {};
  const errors: Record<string, string> = {};
  // A language the couple adds (Yoruba) arrives as fields of its own, begun from the English texts.
  const added = [...form.keys()]
    .map((key) => /^([^:]{2,35}):invite\.subject$/.exec(key)?.[1])
    .filter((tag): tag is string => tag !== undefined && storableTag(tag) === tag && !Object.hasOwn(before, tag))
    .slice(0, MOST_ADDED);
  const starts = Object.fromEntries(added.map((tag) => [tag, before.en!]));
  for (const [tag, t] of Object.entries({ ...before, ...starts })) {
    const candidate = {
      invite: { subject: sent(tag, 'invite.subject', t.invite.subject), body: sent(tag, 'invite.body', t.invite.body) },
      remind: { subject: sent(tag, 'remind.subject', t.remind.subject), body: sent(tag, 'remind.body', t.remind.body) },
      card: sent(tag, 'card', t.card),
    };
    after[tag] = candidate;
    const checked = texts.safeParse(candidate);
    if (!checked.success) errors[tag] = [...new Set(checked.error.issues.map((i) => i.message))].join(' ');
  }
  if (Object.keys(errors).length) return refused(`Nothing was saved: see ${Object.keys(errors).map((t) => languageName(t)).join(', ')}.`, { errors, values: after });
  try {
    const changed = await member.place.saveMessages(before, after);
    return done(changed.length ? `Saved the messages in ${changed.map((t) => languageName(t)).join(', ')}.` : 'Nothing had changed.', { values: after });
  } catch {
    return refused('The messages were not saved: try again in a moment.', { values: after });
  }
});

export const copyFolderTextsAction = deskPost({ needs: 'member', schema: z.object({}) }, async (_, member) => {
  const { templates, problem } = await member.place.readMessages();
  const left = problem ? null : await member.place.textsLeftInFolder(templates);
  if (left) await member.place.saveMessages(templates, left.merged);
  revalidatePath('/desk/messages');
  redirect('/desk/messages');
});
