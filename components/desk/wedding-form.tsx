'use client';

import { useActionState, type ReactNode } from 'react';
import type { ActionOf } from '@/lib/desk/desk-state';
import type { FieldGroup, FormField, WeddingFormModel, WeddingState } from '@/lib/desk/wedding-form-model';
import { KeptTextarea } from './kept-textarea';
import { PhotoThumb } from './photo-thumb';
import { StateMessage } from './state-message';

type Errors = Record<string, string>;

const idOf = (name: string) => `w-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;

function Problem({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <span id={`${idOf(name)}-error`} role="alert">
      {errors[name]}
    </span>
  ) : null;
}

function Input({ field, value, errors }: { field: FormField; value: string; errors: Errors }) {
  const wrong = Boolean(errors[field.name]);
  const described = { 'aria-invalid': wrong || undefined, 'aria-describedby': wrong ? `${idOf(field.name)}-error` : undefined };
  if (field.type === 'textarea') {
    return (
      <label>
        {field.label}
        <KeptTextarea name={field.name} rows={3} maxLength={1000} defaultValue={value} lang={field.lang} dir={field.dir} {...described} />
        <Problem name={field.name} errors={errors} />
      </label>
    );
  }
  return (
    <label>
      {field.label}
      <input
        name={field.name}
        type={field.type}
        defaultValue={value}
        inputMode={field.decimal ? 'decimal' : undefined}
        lang={field.lang}
        dir={field.dir}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${idOf(field.name)}-error` : undefined}
      />
      <Problem name={field.name} errors={errors} />
    </label>
  );
}

// Checked by default as sent, so React's form reset keeps the choice.
function HeroChoices({ model, chosen, errors }: { model: WeddingFormModel; chosen: string; errors: Errors }) {
  const wrong = Boolean(errors['photos.hero']);
  return (
    <fieldset className="desk-hero" aria-describedby={wrong ? `${idOf('photos.hero')}-error` : undefined}>
      <legend>The greeting&apos;s photo</legend>
      <label className="desk-check">
        <input type="radio" name="photos.hero" value="" defaultChecked={chosen === ''} />
        None chosen: the site&apos;s usual photo
      </label>
      <div className="desk-hero-photos">
        {model.hero.options.map((p) => (
          <label key={p.path}>
            <PhotoThumb path={p.path} alt="" />
            <span>
              <input type="radio" name="photos.hero" value={p.path} defaultChecked={p.path === chosen} />
              {p.caption}
            </span>
          </label>
        ))}
      </div>
      <Problem name="photos.hero" errors={errors} />
    </fieldset>
  );
}

export function WeddingForm({ action, model }: { action: ActionOf<WeddingState>; model: WeddingFormModel }) {
  const [state, formAction, pending] = useActionState(action, {});
  const errors = state.errors ?? {};
  const valueOf = (f: { name: string; value: string }) => state.values?.[f.name] ?? f.value;
  const inputs = (fields: FormField[]) => fields.map((f) => <Input key={f.name} field={f} value={valueOf(f)} errors={errors} />);
  const group = (g: FieldGroup, extra?: ReactNode) => {
    const translated = g.translations;
    const fieldset = (
      <fieldset key={g.legend} className="desk-group">
        <legend>{g.legend}</legend>
        {inputs(g.fields)}
        {extra}
        {translated ? (
          <details open={translated.fields.some((f) => errors[f.name])}>
            <summary>{translated.summary}</summary>
            {inputs(translated.fields)}
          </details>
        ) : null}
        {g.note ? <p className="desk-note">{g.note}</p> : null}
      </fieldset>
    );
    return g.folded ? (
      <details key={g.legend} open={g.folded.open || g.fields.some((f) => errors[f.name])}>
        <summary>{g.folded.summary}</summary>
        {fieldset}
      </details>
    ) : (
      fieldset
    );
  };
  const preview = state.result?.preview;
  const [couple, ...rest] = model.groups;
  const chosen = { language: valueOf({ name: 'language', value: model.language.value }), hero: valueOf({ name: 'photos.hero', value: model.hero.value }) };
  return (
    <form action={formAction} className="desk-form desk-wedding" aria-label="The wedding" noValidate>
      <StateMessage state={state} />
      <input type="hidden" name="parts.count" value={model.partsCount} />
      {couple
        ? group(
            couple,
            <>
              <HeroChoices model={model} chosen={chosen.hero} errors={errors} />
              <label>
                The site&apos;s language for guests without one
                <select key={chosen.language} name="language" defaultValue={chosen.language}>
                  {model.language.options.map((o) => (
                    <option key={o.tag} value={o.tag}>
                      {o.name}
                    </option>
                  ))}
                </select>
                <Problem name="language" errors={errors} />
              </label>
            </>,
          )
        : null}
      {rest.map((g) => group(g))}
      {preview ? (
        <section className="desk-preview" aria-labelledby="wedding-preview">
          <h2 id="wedding-preview">{preview.length ? 'Publish these changes?' : 'Nothing changed.'}</h2>
          <ul>
            {preview.map((c, i) => (
              <li key={`${i}-${c.label}`}>
                <strong>{c.label}</strong>
                <span>Now: {c.before ? <del>{c.before}</del> : <em>empty</em>}</span>
                <span>After publishing: {c.after ? <ins>{c.after}</ins> : <em>empty</em>}</span>
              </li>
            ))}
          </ul>
          <input type="hidden" name="basis" value={state.result?.basis ?? ''} />
        </section>
      ) : null}
      <div className="desk-actions">
        <button type="submit" name="intent" value="preview" disabled={pending}>
          Preview the changes
        </button>
        {preview?.length ? (
          <button type="submit" name="intent" value="publish" disabled={pending}>
            Publish
          </button>
        ) : null}
      </div>
    </form>
  );
}
