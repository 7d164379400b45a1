import type { Guest } from '@/lib/wedding/types';
import { languageName } from '@/lib/wedding/languages';
import type { GuestOpen, OpensByGuest } from '../guests/links';
import type { FieldErrors, GuestFields } from './guest-edit';
import { html, trusted, type Html } from './html';

export interface PartChoice {
  id: string;
  name: string;
}

export type Sort = 'name' | 'language' | 'opened' | 'not-opened';
export const SORTS: readonly Sort[] = ['name', 'language', 'opened', 'not-opened'];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function openedText(open: GuestOpen | null | undefined, local: boolean): string {
  if (local) return 'Not recorded (local content)';
  if (!open) return 'Not opened';
  return open.firstOpenedAt === open.lastOpenedAt ? `Opened ${when(open.firstOpenedAt)}` : `Opened ${when(open.firstOpenedAt)} (last ${when(open.lastOpenedAt)})`;
}


function sorted(guests: Guest[], opens: OpensByGuest, sort: Sort): Guest[] {
  const opened = (g: Guest) => opens.get(g.id.toLowerCase())?.lastOpenedAt ?? '';
  const byName = (a: Guest, b: Guest) => a.name.localeCompare(b.name);
  const compare: Record<Sort, (a: Guest, b: Guest) => number> = {
    name: byName,
    language: (a, b) => (a.language ?? '').localeCompare(b.language ?? '') || byName(a, b),
    opened: (a, b) => opened(b).localeCompare(opened(a)) || byName(a, b),
    'not-opened': (a, b) => Number(Boolean(opened(a))) - Number(Boolean(opened(b))) || byName(a, b),
  };
  return [...guests].sort(compare[sort]);
}

export interface ListData {
  guests: Guest[];
  opens: OpensByGuest;
  hints: Map<string, string>;
  parts: PartChoice[];
  sort: Sort;
  local: boolean;
}

const partsText = (guest: Guest, parts: PartChoice[]) =>
  guest.invited_to?.length ? guest.invited_to.map((id) => parts.find((p) => p.id === id)?.name ?? id).join(', ') : 'Whole day';

export function guestList(d: ListData): Html {
  const opened = d.guests.filter((g) => d.opens.has(g.id.toLowerCase())).length;
  const th = (sort: Sort, label: string, cls = '') =>
    html`<th scope="col"${trusted(cls ? ` class="${cls}"` : '')}${trusted(d.sort === sort ? ' aria-sort="ascending"' : '')}><a href="/?sort=${sort}">${label}</a></th>`;
  return html`<h1>Guests</h1>
<p class="muted">${d.guests.length} ${d.guests.length === 1 ? 'guest' : 'guests'}${d.local ? '' : html`; <span id="opened-count">${opened}</span> opened their invitation`}.</p>
<div class="actions"><a class="button" href="/guests/new">Add guest</a><a class="button quiet" href="/?sort=not-opened">Not opened first</a><a class="button quiet" href="/guests.csv" download>Export the list (CSV)</a><a class="button quiet" href="/cards">Print QR cards</a></div>
${d.guests.length === 0 ? html`<p>No guests yet. <a href="/guests/new">Add the first one</a> or <a href="/import">import a CSV</a>.</p>` : html`<div class="table-wrap guests"><table>
<caption class="muted">Select a name to send the invitation; select a heading to sort.</caption>
<thead><tr>${th('name', 'Name')}${th('language', 'Language')}<th scope="col" class="wide">Parts of the day</th><th scope="col" class="wide">Photo folder</th>${th('opened', 'Opened')}<th scope="col" class="actions-head">Actions</th></tr></thead>
<tbody>${sorted(d.guests, d.opens, d.sort).map((g) => {
        const hint = d.hints.get(g.id);
        const open = d.opens.get(g.id.toLowerCase());
        return html`<tr data-guest="${g.id}"><th scope="row"><a href="/guests/${g.id}"><bdi>${g.name}</bdi></a>${hint ? html` <span class="muted">(${hint})</span>` : ''}</th>
<td>${g.language ?? html`<span class="muted">wedding's</span>`}</td><td class="wide">${partsText(g, d.parts)}</td><td class="wide">${g.photo_dir ?? html`<span class="muted">none</span>`}</td>
<td data-opened="${g.id}" class="${open ? 'opened' : d.local ? 'muted' : 'not-opened'}">${openedText(open, d.local)}</td>
<td class="row-actions"><a href="/guests/${g.id}" aria-label="Send to ${g.name}">Send</a> · <a href="/guests/${g.id}/remove" aria-label="Remove ${g.name}">Remove</a></td></tr>`;
      })}</tbody></table></div>`}`;
}

export const LIVE_OPENS = `(function(){var c=document.querySelectorAll('[data-opened]');if(!c.length)return;
function tick(){fetch('/opens.json',{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).then(function(d){if(!d)return;
c.forEach(function(td){var g=d.guests[td.getAttribute('data-opened')];if(!g)return;if(td.textContent!==g.text){td.textContent=g.text;td.className=g.opened?'opened':'not-opened';}});
var n=document.getElementById('opened-count');if(n)n.textContent=String(d.opened);}).catch(function(){});}
setInterval(tick,3000);})();`;

export interface FormData {
  action: string;
  fields: GuestFields;
  errors: FieldErrors;
  languages: string[];
  weddingLanguage: string | null;
  parts: PartChoice[];
  submit: string;
}

const errorsOf = (errors: FieldErrors, field: keyof FieldErrors, id: string) =>
  errors[field]?.length ? html`<p class="field-error" id="${id}-error">${errors[field]!.join(' ')}</p>` : '';
const described = (errors: FieldErrors, field: keyof FieldErrors, id: string) => trusted(errors[field]?.length ? ` aria-describedby="${id}-error" aria-invalid="true"` : '');

export function guestForm(d: FormData): Html {
  const f = d.fields;
  return html`<form method="post" action="${d.action}" novalidate>
${errorsOf(d.errors, 'form', 'form')}
<label for="name">Name</label><input type="text" id="name" name="name" value="${f.name}" required autocomplete="off"${described(d.errors, 'name', 'name')}>${errorsOf(d.errors, 'name', 'name')}
<label for="personal_message">Personal message <span class="muted">(optional, shown on their invitation)</span></label><textarea id="personal_message" name="personal_message"${described(d.errors, 'personal_message', 'personal_message')}>${f.personal_message}</textarea>${errorsOf(d.errors, 'personal_message', 'personal_message')}
<label for="language">Language</label><select id="language" name="language"${described(d.errors, 'language', 'language')}>
<option value="">The wedding's language${d.weddingLanguage ? ` (${languageName(d.weddingLanguage)})` : ''}</option>
${d.languages.map((tag) => html`<option value="${tag}"${trusted(f.language.toLowerCase() === tag.toLowerCase() ? ' selected' : '')}>${languageName(tag)}</option>`)}
${f.language && !d.languages.some((t) => t.toLowerCase() === f.language.toLowerCase()) ? html`<option value="${f.language}" selected>${languageName(f.language)} — as stored</option>` : ''}
</select>${errorsOf(d.errors, 'language', 'language')}
<fieldset class="checks"${described(d.errors, 'invited_to', 'invited_to')}><legend>Parts of the day <span class="muted">(none ticked: the whole day)</span></legend>
${d.parts.map((p) => html`<label><input type="checkbox" name="invited_to" value="${p.id}"${trusted(f.invited_to.includes(p.id) ? ' checked' : '')}> ${p.name}</label>`)}
${errorsOf(d.errors, 'invited_to', 'invited_to')}</fieldset>
<label for="photo_dir">Photo folder <span class="muted">(optional: their own photos, in guest-photos/)</span></label><input type="text" id="photo_dir" name="photo_dir" value="${f.photo_dir}" autocomplete="off"${described(d.errors, 'photo_dir', 'photo_dir')}>${errorsOf(d.errors, 'photo_dir', 'photo_dir')}
<div class="actions"><button type="submit">${d.submit}</button><a href="/">Cancel</a></div></form>`;
}

export function removeConfirm(guest: Guest, lines: string[]): Html {
  return html`<h1>Remove ${guest.name}?</h1>
<p>This removes:</p><ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
<p>A backup of the whole wedding is made first (in <code>backups/</code>); <a href="/health#backups">Health &amp; backups</a> can restore it. Their link answers “not found” at once.</p>
<form method="post" action="/guests/${guest.id}/remove" class="actions"><button type="submit" class="danger">Remove ${guest.name}</button><a href="/">Cancel</a></form>`;
}
