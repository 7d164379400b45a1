import { canonicalTag, languageName } from '@/lib/wedding/languages';
import { escape, html, trusted, type Html } from './html';
import { shown, valueAt, type Change, type WeddingErrors } from './wedding-edit';
import { LABELS, PART_FIELDS, SECTIONS, translationTags } from './wedding-fields';

type Json = Record<string, unknown>;

const idOf = (field: string) => `f-${field.replace(/[^a-zA-Z0-9]+/g, '-')}`;

// Remembers which problems sit beside a field, so the rest are listed above the form.
class Fields {
  readonly placed = new Set<string>();
  constructor(readonly errors: WeddingErrors) {}

  problem(key: string): Html {
    const problem = this.errors[key];
    if (!problem) return html``;
    this.placed.add(key);
    return html`<p class="field-error" id="${idOf(key)}-error">${problem.join(' ')}</p>`;
  }

  input(field: string, label: string, value: string, opts: { type?: string; also?: string; lang?: string } = {}): Html {
    const id = idOf(field);
    const keys = [field, ...(opts.also && this.errors[opts.also] ? [opts.also] : [])].filter((k) => this.errors[k]);
    const extra = /coordinates|weather\.(high|low|precip)/.test(field) ? ' inputmode="decimal"' : opts.lang ? ` lang="${escape(opts.lang)}" dir="auto"` : '';
    const invalid = keys.length ? ` aria-invalid="true" aria-describedby="${keys.map((k) => `${idOf(k)}-error`).join(' ')}"` : '';
    return html`<div><label for="${id}">${label}</label><input type="${opts.type ?? 'text'}" id="${id}" name="${field}" value="${value}"${trusted(extra + invalid)}>${this.problem(field)}</div>`;
  }

  of(json: unknown, field: string, prefix = '', type?: string): Html {
    const coordinates = /\.coordinates\.(lat|lng)$/.exec(field);
    return this.input(prefix + field, LABELS[field] ?? field, shown(valueAt(json, field)), { type, also: coordinates ? `${prefix}${field.slice(0, -4)}` : undefined });
  }

  // The name in each language, folded away: most couples fill a few.
  translations(owner: unknown, prefix: string, what: string, languages: readonly string[]): Html {
    const given = valueAt(owner, 'translations');
    const tags = translationTags(given, languages);
    const count = tags.filter((t) => shown(valueAt(given, `${t}.name`)).trim()).length;
    const open = Object.keys(this.errors).some((k) => k.startsWith(`${prefix}translations.`));
    return html`<details${trusted(open ? ' open' : '')}><summary>${what} in other languages (${String(count)} of ${String(tags.length)} given)</summary><div class="grid">${tags.map((t) =>
      this.input(`${prefix}translations.${t}.name`, `Name in ${languageName(t)}`, shown(valueAt(given, `${t}.name`)), { lang: canonicalTag(t) ?? undefined }))}</div></details>`;
  }
}

const hasAny = (json: Json, fields: readonly string[], errors: WeddingErrors) => fields.some((f) => shown(valueAt(json, f)).trim() || errors[f]);

function partFieldset(f: Fields, part: Json, i: number, isNew: boolean, languages: readonly string[]): Html {
  const prefix = `wedding.parts[${i}].`;
  const legend = isNew ? 'A new part (leave empty for none)' : `Part ${i + 1}: ${shown(part.name) || shown(part.id)}`;
  return html`<fieldset><legend>${legend}</legend><div class="grid">${PART_FIELDS.map((field) => f.of(part, field, prefix))}</div>${f.problem(`${prefix}venue.coordinates`)}
${f.translations(part, prefix, 'Its name', languages)}${isNew ? '' : html`<p class="muted">To remove this part, empty its id and name.</p>`}</fieldset>`;
}

export function weddingForm(json: Json, errors: WeddingErrors, languages: string[]): Html {
  const f = new Fields(errors);
  const parts = ((valueAt(json, 'wedding.parts') as Json[] | undefined) ?? []).concat([{}]);
  const language = shown(json.language);
  const all = (fields: readonly string[]) => fields.map((name) => f.of(json, name, '', name === 'rsvp.email' ? 'email' : undefined));
  const body = html`<form method="post" action="/wedding" novalidate>
<fieldset><legend>The couple</legend><div class="grid">${all(SECTIONS.couple)}
<div><label for="f-language">The site's language for guests without one</label><select id="f-language" name="language"><option value="">English (the default)</option>${languages.map((t) => html`<option value="${t}"${trusted(language === t ? ' selected' : '')}>${languageName(t)}</option>`)}${language && !languages.includes(language) ? html`<option value="${language}" selected>${languageName(language)}</option>` : ''}</select>${f.problem('language')}</div></div></fieldset>
<fieldset><legend>The day</legend><div class="grid">${all(SECTIONS.day)}</div>${f.translations(valueAt(json, 'wedding.place'), 'wedding.place.', 'The place', languages)}</fieldset>
<fieldset><legend>The venue</legend><div class="grid">${all(SECTIONS.venue)}</div>${f.problem('wedding.venue.coordinates')}</fieldset>
<input type="hidden" name="parts.count" value="${String(parts.length)}">
${parts.map((part, i) => partFieldset(f, part, i, i === parts.length - 1, languages))}
<fieldset><legend>Replies</legend><div class="grid">${all(SECTIONS.rsvp)}</div></fieldset>
<fieldset><legend>Weather (usual for the day)</legend><div class="grid">${all(SECTIONS.weather)}</div></fieldset>
<details${trusted(hasAny(json, SECTIONS.older, errors) ? ' open' : '')}><summary>Older fields (the schedule, bride and groom, reception)</summary><fieldset><legend>Older fields, read only where the ones above are empty</legend><div class="grid">${all(SECTIONS.older)}</div></fieldset></details>
<div class="actions"><button type="submit">Preview the changes</button></div></form>`;
  const other = Object.entries(errors).filter(([k]) => !f.placed.has(k));
  return html`<h1>The wedding</h1>
<p class="muted">Change what guests read, check it, then publish: the site shows it within seconds. The love story and the gallery have their own screen.</p>
${other.map(([k, v]) => html`<p class="field-error" role="alert">${k === 'form' ? v.join(' ') : `${k}: ${v.join(' ')}`}</p>`)}
${body}`;
}

export function weddingPreview(changes: Change[], json: Json): Html {
  return html`<h1>Publish these changes?</h1>
${changes.length === 0 ? html`<p>Nothing changed.</p><p><a href="/wedding">Back to the wedding</a></p>` : html`<div class="table-wrap"><table class="diff"><caption class="muted">What guests will read differently</caption><thead><tr><th scope="col">Field</th><th scope="col">Now</th><th scope="col">After publishing</th></tr></thead>
<tbody>${changes.map((c) => html`<tr><th scope="row">${c.field}</th><td>${c.before ? html`<del>${c.before}</del>` : html`<span class="muted">empty</span>`}</td><td>${c.after ? html`<ins>${c.after}</ins>` : html`<span class="muted">empty</span>`}</td></tr>`)}</tbody></table></div>
<form method="post" action="/wedding/publish" class="actions"><input type="hidden" name="json" value="${JSON.stringify(json)}"><button type="submit">Publish</button><a href="/wedding">Back to editing</a></form>`}`;
}
