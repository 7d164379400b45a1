import { html, trusted, type Html } from './html';
import { languageName } from './guest-screens';
import { PART_FIELDS, valueAt, type Change, type WeddingErrors } from './wedding-edit';

type Json = Record<string, unknown>;

const LABELS: Record<string, string> = {
  'couple.name1': 'First name of one', 'couple.name2': 'First name of the other', 'couple.fullNames': 'Full names (the invitation\'s title)',
  'wedding.date': 'Date (yyyy-mm-dd)', 'wedding.startTime': 'Start (HH:MM)', 'wedding.endTime': 'End (HH:MM; at or before the start is the next day)',
  'wedding.timeZone': 'Time zone (e.g. Europe/Lisbon)', 'wedding.place.name': 'Place guests know the time zone by (a city, e.g. Porto)', 'wedding.venue.name': 'Venue', 'wedding.venue.address': 'Venue address',
  'rsvp.deadline': 'Reply by (yyyy-mm-dd)', 'rsvp.email': 'Reply e-mail', 'rsvp.phone': 'Reply phone',
  'weather.highC': 'Usual high (°C)', 'weather.lowC': 'Usual low (°C)', 'weather.precipitationPercent': 'Chance of rain (%)', 'weather.uvIndex': 'UV index (words)',
  id: 'Id (lowercase, e.g. dinner)', name: 'Name', start: 'Start (HH:MM)', end: 'End (HH:MM)', 'venue.name': 'Venue (if not the wedding\'s)', 'venue.address': 'Its address',
};

const idOf = (field: string) => `f-${field.replace(/[^a-zA-Z0-9]+/g, '-')}`;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function input(field: string, label: string, value: string, errors: WeddingErrors, type = 'text'): Html {
  const id = idOf(field);
  const problem = errors[field];
  return html`<div><label for="${id}">${label}</label><input type="${type}" id="${id}" name="${field}" value="${value}"${trusted(problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : '')}>${problem ? html`<p class="field-error" id="${id}-error">${problem.join(' ')}</p>` : ''}</div>`;
}

const field = (json: Json, name: string, errors: WeddingErrors, type = 'text') => input(name, LABELS[name] ?? name, str(valueAt(json, name)), errors, type);

export function weddingForm(json: Json, errors: WeddingErrors, languages: string[]): Html {
  const parts = ((valueAt(json, 'wedding.parts') as Json[] | undefined) ?? []).concat([{}]);
  const language = str(json.language);
  const formErrors = errors.form ?? [];
  const other = Object.entries(errors).filter(([k]) => k !== 'form' && !k.startsWith('wedding.parts[') && !(LABELS[k] && k.includes('.')) && k !== 'language');
  return html`<h1>The wedding</h1>
<p class="muted">Change what guests read, check it, then publish: the site shows it within seconds. The love story, the gallery and the translations stay as they are.</p>
${[...formErrors, ...other.map(([k, v]) => `${k}: ${v.join(' ')}`)].map((e) => html`<p class="field-error" role="alert">${e}</p>`)}
<form method="post" action="/wedding" novalidate>
<fieldset><legend>The couple</legend><div class="grid">${field(json, 'couple.name1', errors)}${field(json, 'couple.name2', errors)}${field(json, 'couple.fullNames', errors)}
<div><label for="f-language">The site's language for guests without one</label><select id="f-language" name="language"><option value="">English (the default)</option>${languages.map((t) => html`<option value="${t}"${trusted(language.split('-')[0] === t && language === t ? ' selected' : '')}>${languageName(t)}</option>`)}${language && !languages.includes(language) ? html`<option value="${language}" selected>${languageName(language)}</option>` : ''}</select></div></div></fieldset>
<fieldset><legend>The day</legend><div class="grid">${field(json, 'wedding.date', errors)}${field(json, 'wedding.timeZone', errors)}${field(json, 'wedding.place.name', errors)}${field(json, 'wedding.startTime', errors)}${field(json, 'wedding.endTime', errors)}${field(json, 'wedding.venue.name', errors)}${field(json, 'wedding.venue.address', errors)}</div></fieldset>
<input type="hidden" name="parts.count" value="${String(parts.length)}">
${parts.map((part, i) => html`<fieldset><legend>${i < parts.length - 1 ? `Part ${i + 1}: ${str(part.name) || str(part.id)}` : 'A new part (leave empty for none)'}</legend><div class="grid">${PART_FIELDS.map((f) => input(`wedding.parts[${i}].${f}`, LABELS[f] ?? f, str(valueAt(part, f)), errors))}</div>${i < parts.length - 1 ? html`<p class="muted">To remove this part, empty its id and name.</p>` : ''}</fieldset>`)}
<fieldset><legend>Replies</legend><div class="grid">${field(json, 'rsvp.deadline', errors)}${field(json, 'rsvp.email', errors, 'email')}${field(json, 'rsvp.phone', errors)}</div></fieldset>
<fieldset><legend>Weather (usual for the day)</legend><div class="grid">${field(json, 'weather.highC', errors)}${field(json, 'weather.lowC', errors)}${field(json, 'weather.precipitationPercent', errors)}${field(json, 'weather.uvIndex', errors)}</div></fieldset>
<div class="actions"><button type="submit">Preview the changes</button></div></form>`;
}

export function weddingPreview(changes: Change[], json: Json): Html {
  return html`<h1>Publish these changes?</h1>
${changes.length === 0 ? html`<p>Nothing changed.</p><p><a href="/wedding">Back to the wedding</a></p>` : html`<div class="table-wrap"><table class="diff"><caption class="muted">What guests will read differently</caption><thead><tr><th scope="col">Field</th><th scope="col">Now</th><th scope="col">After publishing</th></tr></thead>
<tbody>${changes.map((c) => html`<tr><th scope="row">${c.field}</th><td>${c.before ? html`<del>${c.before}</del>` : html`<span class="muted">empty</span>`}</td><td>${c.after ? html`<ins>${c.after}</ins>` : html`<span class="muted">empty</span>`}</td></tr>`)}</tbody></table></div>
<form method="post" action="/wedding/publish" class="actions"><input type="hidden" name="json" value="${JSON.stringify(json)}"><button type="submit">Publish</button><a href="/wedding">Back to editing</a></form>`}`;
}
