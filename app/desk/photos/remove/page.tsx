import Link from 'next/link';
import { notFound } from 'next/navigation';
import { removeEntryAction } from '../../photo-actions';
import { removalOf } from '@/lib/desk/desk-photos';
import { captionOf } from '@/lib/desk/photo-entries';
import { deskMember } from '@/lib/desk/visitor';

export default async function RemovePhotoPage({ searchParams }: { searchParams: Promise<{ list?: string; entry?: string }> }) {
  const member = await deskMember();
  const { list, entry } = await searchParams;
  if ((list !== 'gallery' && list !== 'story') || typeof entry !== 'string' || entry.length > 2000) notFound();
  const removal = await removalOf(member.place, list, entry);
  if (!removal) notFound();
  const caption = captionOf(list, removal.entry);
  const photo = list === 'gallery' ? removal.entry.storage_path : removal.entry.photo_path;
  return (
    <>
      <h1>Remove “{caption}”?</h1>
      <p>
        {list === 'gallery' ? 'The photo leaves the gallery' : 'The entry leaves the love story'}
        {removal.fileGoes ? ', and its file is deleted (nothing else shows it)' : photo ? '; its file stays, as something else shows it' : ''}.
      </p>
      <p>{member.place.backups.beforeWords}</p>
      <form action={removeEntryAction} className="desk-form">
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="entry" value={entry} />
        <button type="submit">Remove it</button>
        <Link href={`/desk/photos#${list}`}>Keep it</Link>
      </form>
    </>
  );
}
