'use client';

import { useActionState } from 'react';
import type { NoticeState } from '@/lib/desk/desk-notices';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { PartChoice } from '@/lib/desk/part-choices';
import { NOTICE_MAX_CHARS } from '@/lib/wedding/notices';
import { KeptTextarea } from './kept-textarea';
import { StateMessage } from './state-message';


interface Props {
  action: ActionOf<NoticeState>;
  parts: PartChoice[];
  /** The wedding's language first: guests whose language has no text read the first one written. */
  languages: { tag: string; name: string; dir: 'ltr' | 'rtl' }[];
  editing: { id: string; part: string | null; texts: Record<string, string> } | null;
}

export function NoticeForm({ action, parts, languages, editing }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const values = state.values ?? (editing ? { part: editing.part ?? '', texts: editing.texts } : { part: '', texts: {} });
  // A new key after each answer: the fields show what the action kept, not what React emptied.
  const key = JSON.stringify([state, editing?.id]);
  return (
    <form key={key} action={formAction} className="desk-form" aria-label={editing ? 'Edit the notice' : 'Post a notice'}>
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <label>
        For
        <select name="part" defaultValue={values.part}>
          <option value="">Every guest</option>
          {parts.map((p) => (
            <option key={p.id} value={p.id}>
              The guests of {p.name}
            </option>
          ))}
        </select>
      </label>
      {languages.map((l, i) => (
        <label key={l.tag}>
          {i === 0 ? `In ${l.name} (guests whose language is not written here read this one)` : `In ${l.name} (optional)`}
          <KeptTextarea name={`text:${l.tag}`} rows={3} maxLength={NOTICE_MAX_CHARS} dir={l.dir} lang={l.tag} defaultValue={values.texts[l.tag] ?? ''} />
        </label>
      ))}
      <p>Up to {NOTICE_MAX_CHARS} characters, plain text. Guests see it at the top of their invitation within a minute.</p>
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        {editing ? 'Save the notice' : 'Post the notice'}
      </button>
    </form>
  );
}
