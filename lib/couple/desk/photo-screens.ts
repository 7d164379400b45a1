import { isVideo } from '@/lib/wedding/media';
import { html, type Html } from './html';
import type { Entry, ListName } from '@/lib/desk/photo-lists';
import { MAX_PHOTO_BYTES, SHOWN_WIDTH } from '../photos/photo-prepare';

import { captionOf, entryKey, photoOf } from '@/lib/desk/photo-entries';
export { captionOf, entryKey, photoOf };

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const PHOTO_STYLE = `
ol.photos{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
ol.photos>li{display:grid;grid-template-columns:160px 1fr;gap:.75rem 1rem;background:#fff;border:1px solid var(--line);border-radius:8px;padding:.75rem}
ol.photos img,.no-photo{width:160px;height:120px;object-fit:cover;border-radius:6px;background:#eee9e2;display:flex;align-items:center;justify-content:center;text-align:center;font-size:.9rem}
ol.photos label{margin-top:0}
.moves{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.5rem}
@media (max-width:600px){ol.photos>li{grid-template-columns:88px minmax(0,1fr);padding:.5rem}ol.photos img,.no-photo{width:88px;height:88px}}
`;

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png,.webp';
const PREPARED = `Each photo is prepared as it is added: turned upright, made at most ${SHOWN_WIDTH} px wide (the most the site shows), and stripped of its details (where it was taken, the camera). JPEG, PNG, WebP or HEIC, up to ${MAX_PHOTO_BYTES / 1_000_000} MB.`;

const idFor = (list: ListName, i: number, field: string) => `${list}-${i}-${field}`;

function thumb(list: ListName, e: Entry): Html {
  const photo = photoOf(list, e);
  if (!photo) return html`<div class="no-photo">No photo</div>`;
  if (isVideo(photo)) return html`<div class="no-photo">A video: ${photo}</div>`;
  if (/^(https?:)?\/\//.test(photo) || photo.startsWith('/')) return html`<div class="no-photo">${photo}</div>`;
  return html`<img src="/photos/file?path=${encodeURIComponent(photo)}" alt="${list === 'gallery' ? str(e.alt_text) : str(e.title)}" loading="lazy">`;
}

const hidden = (list: ListName, e: Entry) => html`<input type="hidden" name="entry" value="${entryKey(list, e)}">`;

function galleryItem(e: Entry, i: number, count: number): Html {
  const caption = captionOf('gallery', e);
  return html`<li>${thumb('gallery', e)}<div>
<form method="post" action="/photos/gallery/caption">${hidden('gallery', e)}<label for="${idFor('gallery', i, 'alt')}">Caption of photo ${i + 1} (what guests who cannot see it hear)</label><input type="text" id="${idFor('gallery', i, 'alt')}" name="alt_text" value="${str(e.alt_text)}"><div class="moves"><button type="submit" class="quiet">Save the caption</button></div></form>
<div class="moves">${i > 0 ? html`<form method="post" action="/photos/gallery/move" class="inline">${hidden('gallery', e)}<input type="hidden" name="to" value="up"><button type="submit" class="quiet" aria-label="Move “${caption}” up">↑ Up</button></form>` : ''}${i < count - 1 ? html`<form method="post" action="/photos/gallery/move" class="inline">${hidden('gallery', e)}<input type="hidden" name="to" value="down"><button type="submit" class="quiet" aria-label="Move “${caption}” down">↓ Down</button></form>` : ''}<a href="/photos/gallery/remove?entry=${encodeURIComponent(entryKey('gallery', e))}" aria-label="Remove “${caption}”…">Remove…</a></div></div></li>`;
}

function storyFields(e: Entry, prefix: string, errors: Record<string, string> = {}): Html {
  const field = (name: string, label: string, value: string, type = 'text') => {
    const id = `${prefix}-${name}`;
    const problem = errors[name];
    return html`<div><label for="${id}">${label}</label>${type === 'textarea' ? html`<textarea id="${id}" name="${name}">${value}</textarea>` : html`<input type="${type}" id="${id}" name="${name}" value="${value}"${problem ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>`}${problem ? html`<p class="field-error" id="${id}-error">${problem}</p>` : ''}</div>`;
  };
  return html`${field('year', 'Year', str(e.year), 'number')}${field('title', 'Title (also the photo’s caption)', str(e.title))}${field('description', 'What happened', str(e.description), 'textarea')}${field('details', 'A detail (optional)', str(e.details))}`;
}

function storyItem(e: Entry, i: number): Html {
  return html`<li>${thumb('story', e)}<div>
<form method="post" action="/photos/story/edit">${hidden('story', e)}${storyFields(e, idFor('story', i, 'f'))}<div class="moves"><button type="submit" class="quiet">Save</button><a href="/photos/story/remove?entry=${encodeURIComponent(entryKey('story', e))}" aria-label="Remove “${captionOf('story', e)}”…">Remove…</a></div></form></div></li>`;
}

export function photosScreen(gallery: Entry[], story: Entry[], local: boolean, add: { values: Entry; errors: Record<string, string> }): Html {
  return html`<h1>Story &amp; gallery</h1>
<p class="muted">${PREPARED} Changes are saved ${local ? 'in the content folder' : 'to your project'} at once; <strong>Publish</strong> shows them to guests now.</p>
<form method="post" action="/photos/publish" class="actions"><button type="submit">Publish</button><a href="#add-gallery">Add a gallery photo</a><a href="#add-story">Add to the love story</a></form>
<h2 id="gallery-heading">The gallery (Memories)</h2>
${gallery.length ? html`<ol class="photos" aria-labelledby="gallery-heading">${gallery.map((e, i) => galleryItem(e, i, gallery.length))}</ol>` : html`<p>No photos listed: guests see the photos of the gallery folder.</p>`}
<form method="post" action="/photos/gallery" enctype="multipart/form-data" class="card" id="add-gallery"><h3>Add a photo to the gallery</h3>
<label for="gallery-photo">Photo</label><input type="file" id="gallery-photo" name="photo" accept="${ACCEPT}" required>
<label for="gallery-alt">Caption (what guests who cannot see it hear)</label><input type="text" id="gallery-alt" name="alt_text">
<div class="actions"><button type="submit">Add to the gallery</button></div></form>
<h2 id="story-heading">The love story</h2>
<p class="muted">The story runs by year: change an entry’s year to move it.</p>
${story.length ? html`<ol class="photos" aria-labelledby="story-heading">${story.map((e, i) => storyItem(e, i))}</ol>` : html`<p>No story yet.</p>`}
${storyAddForm(add.values, add.errors)}`;
}

function storyAddForm(values: Entry, errors: Record<string, string>): Html {
  return html`<form method="post" action="/photos/story" enctype="multipart/form-data" class="card" id="add-story"><h3>Add to the love story</h3>
${storyFields(values, 'story-new', errors)}
<label for="story-photo">Photo (optional)</label><input type="file" id="story-photo" name="photo" accept="${ACCEPT}">
<div class="actions"><button type="submit">Add to the story</button></div></form>`;
}

export function removePhotoConfirm(list: ListName, e: Entry, fileGoes: boolean): Html {
  const caption = captionOf(list, e);
  const back = `/photos#${list}-heading`;
  return html`<h1>Remove “${caption}”?</h1>
<p>${list === 'gallery' ? 'The photo leaves the gallery' : 'The entry leaves the love story'}${fileGoes ? ', and its file is deleted (nothing else shows it)' : photoOf(list, e) ? '; its file stays, as something else shows it' : ''}.</p>
<p>A backup of the whole wedding is made first (in <code>backups/</code>); <a href="/health#backups">Health &amp; backups</a> can restore it.</p>
<form method="post" action="/photos/${list}/remove" class="actions">${hidden(list, e)}<button type="submit" class="danger">Remove it</button><a href="${back}">Cancel</a></form>`;
}
