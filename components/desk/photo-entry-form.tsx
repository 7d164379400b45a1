'use client';

import { useActionState } from 'react';
import type { PhotoState } from '@/app/desk/photo-actions';
import { PhotoFields, type Language } from './photo-fields';

type Action = (state: PhotoState, form: FormData) => Promise<PhotoState>;

export function PhotoEntryForm({ action, list, entry, label, values, languages }: { action: Action; list: 'gallery' | 'story'; entry: string; label: string; values: Record<string, string>; languages: Language[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const prefix = `${list}-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form action={formAction} className="desk-form" aria-label={label}>
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="entry" value={entry} />
      <PhotoFields list={list} prefix={prefix} values={values} state={state} languages={languages} />
      {state.form ? <p role="alert">{state.form}</p> : null}
      {state.done ? <p role="status">{state.done}</p> : null}
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}
