'use client';

import { useActionState } from 'react';
import type { DeskState, StateAction } from '@/lib/desk/desk-state';
import { StateMessage } from './state-message';

export function SnapshotButton({ action }: { action: StateAction }) {
  const [state, formAction, pending] = useActionState<DeskState, FormData>(action, {});
  return (
    <form action={formAction} className="desk-form desk-finding-action">
      <button type="submit" disabled={pending}>
        {pending ? 'Refreshing the snapshot…' : 'Refresh the snapshot'}
      </button>
      <StateMessage state={state} />
    </form>
  );
}
