'use client';

import { useActionState } from 'react';
import type { ImportState } from '@/lib/desk/desk-import';
import type { ActionOf } from '@/lib/desk/desk-state';
import { KeptTextarea } from './kept-textarea';

export function ImportForm({ action }: { action: ActionOf<ImportState> }) {
  const [state, formAction, pending] = useActionState(action, {});
  const preview = state.result;
  const problems = Object.values(state.errors ?? {});
  return (
    <form action={formAction} className="desk-form desk-import" aria-label="Import guests">
      <label>
        Choose the file (CSV)
        <input type="file" name="file" accept=".csv,text/csv,text/plain" />
      </label>
      <label>
        Or paste its text
        <KeptTextarea name="csv" rows={8} defaultValue={state.values?.csv ?? ''} spellCheck={false} />
      </label>
      {problems.length ? (
        <div role="alert">
          <p>Nothing was imported. Fix {problems.length === 1 ? 'this' : `these ${problems.length}`} in the file, then check it again:</p>
          <ul aria-label="Problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.ok === false && state.message ? <p role="alert">{state.message}</p> : null}
      {preview ? (
        <section className="desk-preview" aria-labelledby="import-preview">
          <h2 id="import-preview">What the import changes</h2>
          <p>{preview.summary}</p>
          {preview.added.length ? (
            <ul aria-label="Added">
              {preview.added.map((g) => (
                <li key={g.row}>
                  <strong>{g.name}</strong>
                  <span>
                    row {g.row}
                    {g.language ? ` · ${g.language}` : ''}
                  </span>
                  {g.parts ? <span>Invited to: {g.parts}</span> : null}
                  {g.message ? <span className="desk-message">Message: “{g.message}”</span> : null}
                  {g.note ? <span className="desk-note">{g.note}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.updated.length ? (
            <ul aria-label="Updated">
              {preview.updated.map((u) => (
                <li key={u.row}>
                  <strong>{u.name}</strong>
                  <span>row {u.row}</span>
                  {u.changes.map((c) => (
                    <span key={c.field}>
                      {c.field}: <del>{c.before}</del> → <ins>{c.after}</ins>
                    </span>
                  ))}
                  {u.note ? <span className="desk-note">{u.note}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <input type="hidden" name="basis" value={preview.basis} />
        </section>
      ) : null}
      {state.ok ? (
        <p role="status">
          {state.message} <a href="/desk">Back to the guests</a>
        </p>
      ) : null}
      <div className="desk-actions">
        <button type="submit" name="intent" value="check" disabled={pending}>
          Check the file
        </button>
        {preview?.changes ? (
          <button type="submit" name="intent" value="import" disabled={pending}>
            Import {preview.changes} {preview.changes === 1 ? 'change' : 'changes'}
          </button>
        ) : null}
      </div>
    </form>
  );
}
