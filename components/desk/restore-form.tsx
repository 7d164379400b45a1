'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import type { BackupState } from '@/lib/desk/desk-restore';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { RestorePreview } from '@/lib/desk/desk-restore';

export function RestoreForm({ action, preview: first }: { action: ActionOf<BackupState>; preview: RestorePreview }) {
  const [state, formAction, pending] = useActionState(action, {});
  const preview = state.result ?? first;
  if (state.ok) {
    return (
      <>
        <h1>Restored</h1>
        <p role="status">{state.message}</p>
        <p>
          <a href="/desk">Back to the guests</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{preview.canRestore ? `Restore the backup of ${preview.made}?` : `The backup of ${preview.made}`}</h1>
      {state.result ? <p role="alert">The wedding changed since the list below was made: here is what the restore does now.</p> : null}
      {preview.canRestore ? <p>The wedding becomes exactly what the backup holds. Each change, what the wedding holds now first:</p> : null}
      {preview.groups.map((g, i) => (
        <div key={i}>
          {g.title ? <p>{g.title}</p> : null}
          {g.items.length ? (
            <ul className="desk-changes">
              {g.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {state.ok === false && state.message ? <p role="alert">{state.message}</p> : null}
      {preview.canRestore ? (
        <form action={formAction} className="desk-form">
          <p>The wedding as it is now is backed up first, so this can be undone; if a step fails, it is put back by itself.</p>
          <input type="hidden" name="name" value={preview.name} />
          <input type="hidden" name="basis" value={preview.basis} />
          <button type="submit" disabled={pending}>
            Restore this backup
          </button>
          <Link href="/desk/backups">Keep the wedding as it is</Link>
        </form>
      ) : null}
    </>
  );
}
