'use client';

import { useActionState } from 'react';
import type { GuestFormState } from '@/app/desk/guest-actions';

type Action = (state: GuestFormState, form: FormData) => Promise<GuestFormState>;

function Errors({ list, id }: { list?: string[]; id: string }) {
  return list?.length ? (
    <span id={id} role="alert">
      {list.join(' ')}
    </span>
  ) : null;
}

/** Add guest: the import's own checks answer beside each field; it works without JavaScript. */
export function AddGuestForm({ action, languages }: { action: Action; languages: { tag: string; name: string }[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const v = state.values;
  return (
    <form action={formAction} className="desk-form" aria-label="Add guest">
      <label>
        Name
        <input name="name" required maxLength={200} defaultValue={v?.name} aria-describedby={e.name ? 'add-name-error' : undefined} />
      </label>
      <Errors list={e.name} id="add-name-error" />
      <label>
        Personal message (optional)
        <textarea name="personal_message" rows={3} maxLength={5000} defaultValue={v?.personal_message} />
      </label>
      <Errors list={e.personal_message} id="add-message-error" />
      <label>
        Language
        <select name="language" defaultValue={v?.language ?? ''}>
          <option value="">The wedding&apos;s language</option>
          {languages.map((l) => (
            <option key={l.tag} value={l.tag}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <Errors list={e.language} id="add-language-error" />
      <Errors list={e.form} id="add-form-error" />
      {state.added ? <p role="status">Added {state.added}. Their link works now.</p> : null}
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}
