'use client';

import { useActionState } from 'react';
import type { StateAction } from '@/lib/desk/desk-state';
import { PhotoFields, type Language } from './photo-fields';
import { StateMessage } from './state-message';


export function PhotoEntryForm({ action, list, entry, label, values, languages }: { action: StateAction; list: 'gallery' | 'story'; entry: string; label: string; values: Record<string, string>; languages: Language[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const prefix = `${list}-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form action={formAction} className="desk-form" aria-label={label}>
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="entry" value={entry} />
      <PhotoFields list={list} prefix={prefix} values={values} state={state} languages={languages} />
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}
