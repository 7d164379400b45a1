'use client';

import { useActionState } from 'react';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { GuestFields, GuestFormState } from '@/lib/desk/guest-edit';
import { KeptTextarea } from './kept-textarea';
import { StateMessage } from './state-message';

type Field = keyof GuestFields;

interface Props {
  action: ActionOf<GuestFormState>;
  languages: { tag: string; name: string }[];
  parts: { id: string; name: string }[];
  guest?: GuestFields & { id: string };
  languageNote?: string | null;
}

export function GuestForm({ action, languages, parts, guest, languageNote }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const v = state.values ?? guest;
  const prefix = guest ? 'edit' : 'add';
  const errors = (field: Field) =>
    e[field]?.length ? (
      <span id={`${prefix}-${field}-error`} role="alert">
        {e[field]}
      </span>
    ) : null;
  const describedBy = (field: Field) => (e[field] ? `${prefix}-${field}-error` : undefined);
  const note = state.ok ? state.result?.note : languageNote;
  const noteId = `${prefix}-language-note`;
  return (
    <form action={formAction} className="desk-form" aria-label={guest ? `Change ${guest.name}` : 'Add guest'}>
      {guest ? <input type="hidden" name="id" value={guest.id} /> : null}
      <label>
        Name
        <input name="name" required maxLength={200} defaultValue={v?.name} aria-describedby={describedBy('name')} />
      </label>
      {errors('name')}
      <label>
        Personal message (optional)
        <KeptTextarea name="personal_message" rows={3} maxLength={5000} defaultValue={v?.personal_message} aria-describedby={describedBy('personal_message')} />
      </label>
      {errors('personal_message')}
      <label>
        Language
        <select key={v?.language} name="language" defaultValue={v?.language ?? ''} aria-describedby={[describedBy('language'), note ? noteId : ''].join(' ').trim() || undefined}>
          <option value="">The wedding&apos;s language</option>
          {languages.map((l) => (
            <option key={l.tag} value={l.tag}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Or another language (Yoruba: yo)
        <input name="other_language" maxLength={35} autoComplete="off" aria-describedby={describedBy('language')} />
      </label>
      {errors('language')}
      {note ? (
        <p id={noteId} className="desk-note">
          {note}
        </p>
      ) : null}
      {parts.length > 1 ? (
        <fieldset className="desk-part" aria-describedby={describedBy('invited_to')}>
          <legend>Invited to</legend>
          {parts.map((p) => (
            <label key={p.id} className="desk-check">
              <input type="checkbox" name="invited_to" value={p.id} defaultChecked={v?.invited_to.includes(p.id)} />
              {p.name}
            </label>
          ))}
          <small>None ticked: every part of the day.</small>
        </fieldset>
      ) : null}
      {errors('invited_to')}
      <label>
        Photo folder (optional)
        <input name="photo_dir" maxLength={200} defaultValue={v?.photo_dir} aria-describedby={describedBy('photo_dir')} />
      </label>
      {errors('photo_dir')}
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}
