'use server';

import * as z from '@/lib/wedding/zod';
import { memberSession } from '@/lib/desk/desk-session';

export interface ReplyState {
  error?: string;
  saved?: string;
}

const replyForm = z.object({
  guest_id: z.uuid(),
  answer: z.enum(['coming', 'not-coming', 'none']),
  people: z.coerce.number().check(z.int('Write how many as a whole number.'), z.minimum(0, 'Write how many: 0 to 50.'), z.maximum(50, 'Write how many: 0 to 50.')),
  note: z.string().check(z.maxLength(500, 'Keep the note to 500 characters.')),
});

/** Records the reply a guest gave by whatever channel; "No answer yet" takes it back. */
export async function saveReplyAction(_: ReplyState, form: FormData): Promise<ReplyState> {
  const member = await memberSession();
  if (!member) return { error: 'You are signed out: sign in again, then save.' };
  const parsed = replyForm.safeParse({
    guest_id: form.get('guest_id'),
    answer: form.get('answer') ?? 'none',
    people: form.get('people') || '1',
    note: String(form.get('note') ?? '').trim(),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The form came back incomplete: reload the page and try again.' };
  const { guest_id, answer, people, note } = parsed.data;
  const guest = await member.place.findGuest(guest_id);
  if (!guest) return { error: 'This guest has been removed: nothing was saved.' };
  try {
    await member.place.saveReply(guest_id, answer === 'none' ? null : { coming: answer === 'coming', people: answer === 'coming' ? people : 0, note });
  } catch {
    return { error: 'The reply was not saved: try again in a moment.' };
  }
  const said = answer === 'none' ? 'no answer yet' : answer === 'coming' ? `coming, ${people}` : 'not coming';
  return { saved: `Saved: ${guest.name}, ${said}.` };
}
