import Link from 'next/link';
import { redirect } from 'next/navigation';
import { addPhotoAction, moveGalleryAction, photoTicketAction, saveEntryAction } from '../photo-actions';
import { PhotoAddForm } from '@/components/desk/photo-add-form';
import { PhotoEntryForm } from '@/components/desk/photo-entry-form';
import { PhotoThumb } from '@/components/desk/photo-thumb';
import { entryValues, MAX_PHOTO_BYTES, photoLanguages, readPhotoLists, SHOWN_WIDTH } from '@/lib/desk/desk-photos';
import { captionOf, entryKey, photoOf } from '@/lib/desk/photo-entries';
import { deskSessionWith } from '@/lib/desk/desk-session';

const PREPARED = `Each photo is prepared as it is added: turned upright, made at most ${SHOWN_WIDTH} px wide (the most the site shows), and stripped of its details (where it was taken, the camera). JPEG, PNG, WebP or HEIC, up to ${MAX_PHOTO_BYTES / 1_000_000} MB.`;

const removeHref = (list: 'gallery' | 'story', key: string) => `/desk/photos/remove?list=${list}&entry=${encodeURIComponent(key)}`;

/** The love story and the gallery (Memories): add, change, reorder and remove, each shown to guests at once. */
export default async function PhotosPage() {
  const session = await deskSessionWith((place) => readPhotoLists(place));
  if (!session?.data) redirect('/desk');
  const { gallery, story } = session.data;
  const languages = photoLanguages([...gallery, ...story]);
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
      </p>
      <h2 id="gallery">The gallery (Memories)</h2>
      {gallery.length ? (
        <ol className="desk-photos" aria-labelledby="gallery">
          {gallery.map((e, i) => {
            const key = entryKey('gallery', e);
            const caption = captionOf('gallery', e);
            return (
              <li key={key}>
                <PhotoThumb path={photoOf('gallery', e)} alt={String(e.alt_text ?? '')} />
                <div>
                  <PhotoEntryForm action={saveEntryAction} list="gallery" entry={key} label={`Photo ${i + 1}`} values={entryValues(e)} languages={languages} />
                  <div className="desk-send">
                    {i > 0 ? <MoveButton entry={key} to="up" caption={caption} /> : null}
                    {i < gallery.length - 1 ? <MoveButton entry={key} to="down" caption={caption} /> : null}
                    <Link href={removeHref('gallery', key)} aria-label={`Remove “${caption}”…`}>
                      Remove…
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>No photos listed: guests see the photos of the gallery folder.</p>
      )}
      <PhotoAddForm action={addPhotoAction} ticket={photoTicketAction} list="gallery" title="Add a photo to the gallery" button="Add to the gallery" languages={languages} maxWidth={SHOWN_WIDTH} />
      <h2 id="story">The love story</h2>
      <p>The story runs by year: change an entry&apos;s year to move it.</p>
      {story.length ? (
        <ol className="desk-photos" aria-labelledby="story">
          {story.map((e) => {
            const key = entryKey('story', e);
            const caption = captionOf('story', e);
            return (
              <li key={key}>
                <PhotoThumb path={photoOf('story', e)} alt={String(e.title ?? '')} />
                <div>
                  <PhotoEntryForm action={saveEntryAction} list="story" entry={key} label={caption} values={entryValues(e)} languages={languages} />
                  <Link href={removeHref('story', key)} aria-label={`Remove “${caption}”…`}>
                    Remove…
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>No story yet.</p>
      )}
      <PhotoAddForm action={addPhotoAction} ticket={photoTicketAction} list="story" title="Add to the love story" button="Add to the story" languages={languages} maxWidth={SHOWN_WIDTH} />
    </>
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
