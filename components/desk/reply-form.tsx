'use client';

import { useActionState } from 'react';
import type { StateAction } from '@/lib/desk/desk-state';
import type { Reply } from '@/lib/desk/reply-counts';
import { KeptTextarea } from './kept-textarea';
import { FieldError, StateMessage } from './state-message';


export function ReplyForm({ action, guestId, reply }: { action: StateAction; guestId: string; reply: Reply | null }) {
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
        <input name="people" type="number" inputMode="numeric" min={0} max={50} defaultValue={reply?.coming ? reply.people : 1} aria-describedby={state.errors?.people ? 'reply-people-error' : undefined} />
      </label>
      <FieldError id="reply-people-error" text={state.errors?.people} />
      <label>
        Note (a diet, a question…)
        <KeptTextarea name="note" rows={2} maxLength={500} defaultValue={reply?.note} aria-describedby={state.errors?.note ? 'reply-note-error' : undefined} />
      </label>
      <FieldError id="reply-note-error" text={state.errors?.note} />
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Save reply
      </button>
    </form>
  );
}
