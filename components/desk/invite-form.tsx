'use client';

import { useActionState } from 'react';
import type { InviteState } from '@/lib/desk/desk-members';
import { StateMessage } from './state-message';

type Action = (state: InviteState, form: FormData) => Promise<InviteState>;

export function InviteForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  const invite = state.result;
  const text = invite ? `The wedding desk: choose your password here (the link works once, within a week) ${invite.link}` : '';
  return (
    <form action={formAction} className="desk-form" aria-label="Invite a member">
      <label>
        Their e-mail
        <input name="email" type="email" required maxLength={320} />
      </label>
      <label>
        As
        <select name="role" defaultValue="helper">
          <option value="helper">Helper: guests, messages, photos</option>
          <option value="owner">Owner: also invites and removes members</option>
        </select>
      </label>
      <StateMessage state={state} />
      {invite ? (
        <div role="status">
          <p>Invite for {invite.email}:</p>
          <p>
            <code className="desk-link">{invite.link}</code>
          </p>
          <p>
            <a href={`https://wa.me/?text=${encodeURIComponent(text)}`}>Send by WhatsApp</a>
          </p>
        </div>
      ) : null}
      <button type="submit" disabled={pending}>
        Make an invite link
      </button>
    </form>
  );
}
