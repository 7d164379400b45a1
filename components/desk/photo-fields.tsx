import type { DeskState } from '@/lib/desk/desk-state';
import { TRANSLATED } from '@/lib/desk/photo-entries';
import { KeptTextarea } from './kept-textarea';

export interface Language {
  tag: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

const FIELDS = {
  gallery: [['alt_text', 'Caption (what guests who cannot see it hear)', 'text', 'Caption']],
  story: [
    ['year', 'Year', 'year', 'Year'],
    ['title', 'Title (also the photo’s caption)', 'text', 'Title'],
    ['description', 'What happened', 'long', 'What happened'],
    ['details', 'A detail (optional)', 'text', 'A detail'],
  ],
} as const;

type List = keyof typeof FIELDS;

export function PhotoFields({ list, prefix, values, state, languages }: { list: List; prefix: string; values: Record<string, string>; state: DeskState; languages: Language[] }) {
  const shown = state.values ?? values;
  const short = Object.fromEntries(FIELDS[list].map(([f, , , name]) => [f, name]));
  const given = languages.filter((l) => TRANSLATED[list].some((f) => shown[`translations.${l.tag}.${f}`]?.trim())).length;
  return (
    <>
      {FIELDS[list].map(([field, label, kind]) => {
        const id = `${prefix}-${field}`;
        const error = state.errors?.[field];
        const common = { id, name: field, defaultValue: shown[field] ?? '', 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
        return (
          <div key={field} className="desk-field">
            <label htmlFor={id}>{label}</label>
            {kind === 'long' ? <KeptTextarea rows={3} maxLength={4000} {...common} /> : kind === 'year' ? <input inputMode="numeric" pattern="[0-9]{4}" required maxLength={4} {...common} /> : <input maxLength={field === 'title' ? 200 : 500} required={field === 'title'} {...common} />}
            {error ? (
              <span id={`${id}-error`} role="alert">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      {languages.length ? (
        <details>
          <summary>
            In other languages ({given} of {languages.length} given)
          </summary>
          {languages.map((l) => (
            <fieldset key={l.tag} className="desk-group" lang={l.tag} dir={l.dir}>
              <legend lang="en" dir="ltr">
                {l.name}
              </legend>
              {TRANSLATED[list].map((field) => (
                <label key={field} lang="en" dir="ltr">
                  {short[field]} in {l.name}
                  {field === 'description' ? (
                    <KeptTextarea name={`translations.${l.tag}.${field}`} rows={3} maxLength={4000} defaultValue={shown[`translations.${l.tag}.${field}`] ?? ''} lang={l.tag} dir={l.dir} />
                  ) : (
                    <input name={`translations.${l.tag}.${field}`} maxLength={500} defaultValue={shown[`translations.${l.tag}.${field}`] ?? ''} lang={l.tag} dir={l.dir} />
                  )}
                </label>
              ))}
            </fieldset>
          ))}
        </details>
      ) : null}
    </>
  );
}
