'use client';

import { useActionState } from 'react';
import type { ReplyState } from '@/app/desk/reply-actions';
import type { Reply } from '@/lib/desk/reply-counts';
import { KeptTextarea } from './kept-textarea';

type Action = (state: ReplyState, form: FormData) => Promise<ReplyState>;

/** The guest's answer as it came (a message, a call, a card): coming or not, how many, a note such as a diet. */
export function ReplyForm({ action, guestId, reply }: { action: Action; guestId: string; reply: Reply | null }) {
  const [state, formAction, pending] = useActionState(action, {});
  const answer = reply ? (reply.coming ? 'coming' : 'not-coming') : 'none';
  return (
    <form action={formAction} className="desk-form" aria-label="Their reply">
      <input type="hidden" name="guest_id" value={guestId} />
      <fieldset className="desk-part">
        <legend>Their answer</legend>
        {(
          [
            ['coming', 'Coming'],
            ['not-coming', 'Not coming'],
            ['none', 'No answer yet'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="desk-check">
            <input type="radio" name="answer" value={value} defaultChecked={answer === value} />
            {label}
          </label>
        ))}
      </fieldset>
      <label>
        How many are coming
        <input name="people" type="number" inputMode="numeric" min={0} max={50} defaultValue={reply?.coming ? reply.people : 1} />
      </label>
      <label>
        Note (a diet, a question…)
        <KeptTextarea name="note" rows={2} maxLength={500} defaultValue={reply?.note} />
      </label>
      {state.error ? <span role="alert">{state.error}</span> : null}
      {state.saved ? <p role="status">{state.saved}</p> : null}
      <button type="submit" disabled={pending}>
        Save reply
      </button>
    </form>
  );
}
