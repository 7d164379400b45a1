import Link from 'next/link';
import { addDayPhotoAction, addPhotoAction, moveGalleryAction, photoTicketAction, removeDayPhotoAction, saveEntryAction } from '../photo-actions';
import { PhotoAddForm } from '@/components/desk/photo-add-form';
import { PhotoEntryForm } from '@/components/desk/photo-entry-form';
import { PhotoThumb } from '@/components/desk/photo-thumb';
import { entryValues, MAX_PHOTO_BYTES, photoLanguages, readDayPhotos, readPhotoLists, SHOWN_WIDTH } from '@/lib/desk/desk-photos';
import { captionOf, entryKey, photoOf } from '@/lib/desk/photo-entries';
import { deskMember } from '@/lib/desk/visitor';
import { languagesGuestsRead } from '@/lib/desk/desk-languages';
import type { Entry, ListName } from '@/lib/desk/photo-lists';
import type { Language } from '@/components/desk/photo-fields';
import type { ReactNode } from 'react';

const PREPARED = `Each photo is prepared as it is added: turned upright, made at most ${SHOWN_WIDTH} px wide (the most the site shows), and stripped of its details (where it was taken, the camera). JPEG, PNG, WebP or HEIC, up to ${MAX_PHOTO_BYTES / 1_000_000} MB.`;

export default async function PhotosPage() {
  const { place } = await deskMember();
  const [{ gallery, story }, read, day] = await Promise.all([readPhotoLists(place), languagesGuestsRead(place), readDayPhotos(place)]);
  const languages = photoLanguages([...gallery, ...story], read);
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Story &amp; gallery</h1>
      <p>{PREPARED} Each change shows on guests&apos; pages at once.</p>
      <p className="desk-send">
        <a href="#add-gallery">Add a gallery photo</a>
        <a href="#add-story">Add to the love story</a>
        <a href="#day">The day&apos;s photos</a>
      </p>
      <h2 id="gallery">The gallery (Memories)</h2>
      {gallery.length ? (
        <ol className="desk-photos" aria-labelledby="gallery">
          {gallery.map((e, i) => (
            <ListedPhoto key={entryKey('gallery', e)} list="gallery" entry={e} label={`Photo ${i + 1}`} languages={languages}>
              {i > 0 ? <MoveButton entry={entryKey('gallery', e)} to="up" caption={captionOf('gallery', e)} /> : null}
              {i < gallery.length - 1 ? <MoveButton entry={entryKey('gallery', e)} to="down" caption={captionOf('gallery', e)} /> : null}
            </ListedPhoto>
          ))}
        </ol>
      ) : (
        <p>No photos listed: guests see the photos of the gallery folder.</p>
      )}
      <PhotoAddForm action={addPhotoAction} ticket={photoTicketAction} list="gallery" title="Add a photo to the gallery" button="Add to the gallery" languages={languages} maxWidth={SHOWN_WIDTH} />
      <h2 id="story">The love story</h2>
      <p>The story runs by year: change an entry&apos;s year to move it.</p>
      {story.length ? (
        <ol className="desk-photos" aria-labelledby="story">
          {story.map((e) => (
            <ListedPhoto key={entryKey('story', e)} list="story" entry={e} label={captionOf('story', e)} languages={languages} />
          ))}
        </ol>
      ) : (
        <p>No story yet.</p>
      )}
      <PhotoAddForm action={addPhotoAction} ticket={photoTicketAction} list="story" title="Add to the love story" button="Add to the story" languages={languages} maxWidth={SHOWN_WIDTH} />
      <h2 id="day">The day&apos;s photos</h2>
      <p>
        Once a guest&apos;s last part of the day has ended, their invitation says thank you (your note is in The wedding, After the day) and
        shows these in Memories, each theirs to download.
      </p>
      {day.length ? (
        <ol className="desk-photos" aria-labelledby="day">
          {day.map((photo, i) => (
            <li key={photo}>
              <PhotoThumb path={photo} alt={`The day's photo ${i + 1}`} />
              <form action={removeDayPhotoAction}>
                <input type="hidden" name="photo" value={photo} />
                <button type="submit" className="desk-quiet" aria-label={`Take the day's photo ${i + 1} off`}>
                  Take off
                </button>
              </form>
            </li>
          ))}
        </ol>
      ) : (
        <p>None yet: guests see their usual Memories afterwards too.</p>
      )}
      <PhotoAddForm action={addDayPhotoAction} ticket={photoTicketAction} list="day" title="Add a photo of the day" button="Add to the day's photos" maxWidth={SHOWN_WIDTH} />
    </>
  );
}

function ListedPhoto({ list, entry, label, languages, children }: { list: ListName; entry: Entry; label: string; languages: Language[]; children?: ReactNode }) {
  const key = entryKey(list, entry);
  const caption = captionOf(list, entry);
  return (
    <li>
      <PhotoThumb path={photoOf(list, entry)} alt={String((list === 'gallery' ? entry.alt_text : entry.title) ?? '')} />
      <div>
        <PhotoEntryForm action={saveEntryAction} list={list} entry={key} label={label} values={entryValues(entry)} languages={languages} />
        <div className="desk-send">
          {children}
          <Link href={`/desk/photos/remove?list=${list}&entry=${encodeURIComponent(key)}`} aria-label={`Remove “${caption}”…`}>
            Remove…
          </Link>
        </div>
      </div>
    </li>
  );
}

function MoveButton({ entry, to, caption }: { entry: string; to: 'up' | 'down'; caption: string }) {
  return (
    <form action={moveGalleryAction}>
      <input type="hidden" name="entry" value={entry} />
      <input type="hidden" name="to" value={to} />
      <button type="submit" className="desk-quiet" aria-label={`Move “${caption}” ${to}`}>
        {to === 'up' ? '↑ Up' : '↓ Down'}
      </button>
    </form>
  );
}
