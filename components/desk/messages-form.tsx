'use client';

import { useActionState } from 'react';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { MessagesState, Templates } from '@/lib/desk/messages-table';
import { MESSAGE_FIELDS, messageText } from '@/lib/desk/message-fields';
import { KeptTextarea } from './kept-textarea';
import { StateMessage } from './state-message';


interface Language {
  tag: string;
  name: string;
  dir: 'ltr' | 'rtl';
  open?: boolean;
}

export function MessagesForm({ action, languages, templates }: { action: ActionOf<MessagesState>; languages: Language[]; templates: Templates }) {
  const [state, formAction, pending] = useActionState(action, {});
  const shown = state.values ?? templates;
  return (
    <form action={formAction} className="desk-form desk-messages" aria-label="Messages">
      {languages.map(({ tag, name, dir, open }) => {
        const error = state.errors?.[tag];
        return (
          <details key={tag} open={Boolean(error) || open}>
            <summary>{name}</summary>
            <fieldset lang={tag} dir={dir} aria-describedby={error ? `m-${tag}-error` : undefined}>
              <legend lang="en" dir="ltr">
                {name}
              </legend>
              {MESSAGE_FIELDS.map(([field, label]) => (
                <label key={field} lang="en" dir="ltr">
                  {label}
                  {field.endsWith('body') ? (
                    <KeptTextarea name={`${tag}:${field}`} rows={6} maxLength={4000} defaultValue={messageText(shown[tag], field)} lang={tag} dir={dir} />
                  ) : (
                    <input name={`${tag}:${field}`} maxLength={300} defaultValue={messageText(shown[tag], field)} lang={tag} dir={dir} />
                  )}
                </label>
              ))}
              {error ? (
                <span id={`m-${tag}-error`} role="alert" lang="en" dir="ltr">
                  {error}
                </span>
              ) : null}
            </fieldset>
          </details>
        );
      })}
      <StateMessage state={state} />
      <button type="submit" disabled={pending}>
        Save the messages
      </button>
    </form>
  );
}
