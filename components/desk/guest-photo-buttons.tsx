'use client';

import { useActionState, useState } from 'react';
import type { DeskState, StateAction } from '@/lib/desk/desk-state';
import { StateMessage } from './state-message';

type State = DeskState<Record<string, string>, 'confirm'>;

interface Props {
  action: StateAction<Record<string, string>, 'confirm'>;
  id: string;
  approved: boolean;
  /** The element that says whose and when, for each button's description. */
  describedBy: string;
}

export function GuestPhotoButtons({ action, id, approved, describedBy }: Props) {
  const [state, formAction, pending] = useActionState<State, FormData>(action, {});
  const [asking, setAsking] = useState(false);
  const [keptAfter, setKeptAfter] = useState<State | null>(null);
  const confirming = asking || (state.result === 'confirm' && keptAfter !== state);
  return (
    <form action={formAction} className="desk-actions">
      <input type="hidden" name="id" value={id} />
      {confirming ? (
        <>
          <input type="hidden" name="sure" value="yes" />
          <button type="submit" name="do" value="remove" disabled={pending} aria-describedby={describedBy}>
            Remove for good
          </button>
          <button
            type="button"
            className="desk-quiet"
            onClick={() => {
              setAsking(false);
              setKeptAfter(state);
            }}
          >
            Keep it
          </button>
          <p role="alert">Its file is deleted at once: no backup keeps it unless you made one before.</p>
        </>
      ) : (
        <>
          <button type="submit" name="do" value={approved ? 'unapprove' : 'approve'} className={approved ? 'desk-quiet' : undefined} disabled={pending} aria-describedby={describedBy}>
            {approved ? 'Undo approval' : 'Approve'}
          </button>
          <button
            type="submit"
            name="do"
            value="remove"
            className="desk-quiet"
            disabled={pending}
            aria-describedby={describedBy}
            onClick={(e) => {
              e.preventDefault();
              setAsking(true);
            }}
          >
            Remove
          </button>
        </>
      )}
      {state.result === 'confirm' ? null : <StateMessage state={state} />}
    </form>
  );
}
