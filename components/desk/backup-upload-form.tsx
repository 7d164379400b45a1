'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { BackupState } from '@/lib/desk/desk-restore';
import type { ActionOf } from '@/lib/desk/desk-state';
import { uploadWithProgress } from './prepare-photo';

type Ticket = () => Promise<{ name: string; url: string } | null>;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
/** What the form may carry itself (next.config.ts's bodySizeLimit), when the upload address fails. */
const FORM_BYTES = 4_000_000;

export function BackupUploadForm({ action, ticket }: { action: ActionOf<BackupState>; ticket: Ticket }) {
  const [state, formAction, pending] = useActionState(action, {});
  const [doing, setDoing] = useState<{ text: string; before: BackupState } | null>(null);
  const [refused, setRefused] = useState<{ text: string; before: BackupState } | null>(null);
  const step = doing && doing.before === state ? doing.text : null;
  const error = refused && refused.before === state ? refused.text : state.ok === false ? state.message : undefined;
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefused(null);
    const form = new FormData(event.currentTarget);
    const file = form.get('backup');
    if (file instanceof File && file.size > 0 && file.name.toLowerCase().endsWith('.zip')) {
      const sent = (percent: number) => setDoing({ text: `Uploading ${file.name} (${megabytes(file.size)}): ${percent}%`, before: state });
      sent(0);
      const address = await ticket().catch(() => null);
      if (address && (await uploadWithProgress(address.url, file, sent))) {
        form.delete('backup');
        form.set('uploaded', address.name);
      } else if (file.size > FORM_BYTES) {
        setDoing(null);
        return setRefused({ text: `${file.name} did not go through (${megabytes(file.size)}; on the free plan a stored file may be up to 50 MB). Try again, or restore it with npm run restore on a computer.`, before: state });
      }
      setDoing({ text: 'Reading the backup…', before: state });
    }
    startTransition(() => formAction(form));
  }
  return (
    <form action={formAction} onSubmit={send} className="desk-form" aria-labelledby="restore-file-heading">
      <h2 id="restore-file-heading">Restore a backup file</h2>
      <p>Nothing changes yet: you see every change the restore would make first.</p>
      <div className="desk-field">
        <label htmlFor="restore-file">Backup file</label>
        <input type="file" id="restore-file" name="backup" accept=".zip,application/zip" required />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {step ? <p role="status">{step}</p> : null}
      <button type="submit" disabled={pending || step !== null}>
        Upload and preview
      </button>
    </form>
  );
}
