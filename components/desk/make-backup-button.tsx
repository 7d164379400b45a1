'use client';

import { useActionState } from 'react';
import type { BackupState } from '@/app/desk/backup-actions';

/** Makes a backup now, and says where it went. */
export function MakeBackupButton({ action }: { action: () => Promise<BackupState> }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="desk-form">
      {state.done ? <p role="status">{state.done}</p> : null}
      {state.error ? <p role="alert">{state.error}</p> : null}
      <button type="submit" disabled={pending}>
        Make a backup now
      </button>
    </form>
  );
}
