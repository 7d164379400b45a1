'use client';

import { useActionState } from 'react';
import type { PartsState } from '@/app/desk/wedding-actions';
import type { DayPart } from '@/lib/desk/desk-wedding';

type Action = (state: PartsState, form: FormData) => Promise<PartsState>;

/** The parts of the day, each with its name and times; saving publishes them to every guest's page. */
export function PartsForm({ action, parts }: { action: Action; parts: DayPart[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const errors = state.errors ?? {};
  const field = (i: number, name: keyof DayPart, label: string, value: string, type = 'text') => {
    const key = `wedding.parts[${i}].${name}`;
    return (
      <label>
        {label}
        <input name={key} type={type} defaultValue={value} aria-describedby={errors[key] ? `${key}-error` : undefined} />
        {errors[key] ? (
          <span id={`${key}-error`} role="alert">
            {errors[key].join(' ')}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <form action={formAction} className="desk-form" aria-label="Parts of the day">
      <input type="hidden" name="parts.count" value={parts.length} />
      {parts.map((p, i) => (
        <fieldset key={p.id} className="desk-part">
          <legend>{p.name || p.id}</legend>
          {field(i, 'name', 'Name', p.name)}
          {field(i, 'start', 'Start', p.start, 'time')}
          {field(i, 'end', 'End', p.end, 'time')}
        </fieldset>
      ))}
      {errors.form ? <p role="alert">{errors.form.join(' ')}</p> : null}
      {state.saved ? <p role="status">Published. Every guest&apos;s page shows it now.</p> : null}
      <button type="submit" disabled={pending}>
        Save and publish
      </button>
    </form>
  );
}
