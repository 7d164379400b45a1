'use server';

import * as z from '@/lib/wedding/zod';
import { deskAction } from '@/lib/desk/desk-action';
import { done, refused, type DeskState } from '@/lib/desk/desk-state';
import { idField } from '@/lib/wedding/guest-id';


const replyForm = z.object({
  guest_id: idField,
  answer: z._default(z.enum(['coming', 'not-coming', 'none']), 'none'),
  people: z.coerce.number().check(z.int('Write how many as a whole number.'), z.minimum(0, 'Write how many: 0 to 50.'), z.maximum(50, 'Write how many: 0 to 50.')),
  note: z.string().check(z.trim(), z.maxLength(500, 'Keep the note to 500 characters.')),
});
const fields = (form: FormData) => ({ guest_id: form.get('guest_id'), answer: form.get('answer') ?? undefined, people: form.get('people') || '1', note: String(form.get('note') ?? '') });

export const saveReplyAction = deskAction({ needs: 'member', schema: replyForm, fields, shown: ['people', 'note'] }, async ({ guest_id, answer, people, note }, member): Promise<DeskState> => {
  const guest = await member.place.findGuest(guest_id);
  if (!guest) return refused('This guest has been removed: nothing was saved.');
  try {
    await member.place.saveReply(guest_id, answer === 'none' ? null : { coming: answer === 'coming', people: answer === 'coming' ? people : 0, note });
  } catch {
    return refused('The reply was not saved: try again in a moment.');
  }
  const said = answer === 'none' ? 'no answer yet' : answer === 'coming' ? `coming, ${people}` : 'not coming';
  return done(`Saved: ${guest.name}, ${said}.`);
});
