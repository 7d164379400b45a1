'use client';

import { useActionState } from 'react';
import type { BackupState } from '@/lib/desk/desk-restore';
import type { ActionOf } from '@/lib/desk/desk-state';
import { StateMessage } from './state-message';

export function MakeBackupButton({ action }: { action: ActionOf<BackupState> }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="desk-form">
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Make a backup now
      </button>
    </form>
  );
}
