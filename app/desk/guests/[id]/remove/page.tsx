import { notFound } from 'next/navigation';
import { removeGuestAction } from '../../../guest-actions';
import { deskMember } from '@/lib/desk/visitor';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';

export default async function RemoveGuestPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await deskMember();
  const { id } = await params;
  const guest = isWellFormedGuestId(id) ? await member.place.findGuest(id) : null;
  if (!guest) notFound();
  return (
    <>
      <h1>Remove {guest.name}?</h1>
      <p>Their personal link stops working at once, and the record of when they opened it goes with them.</p>
      <p>{member.place.backups.beforeWords}</p>
      <form action={removeGuestAction} className="desk-form">
        <input type="hidden" name="id" value={guest.id} />
        <button type="submit">Remove {guest.name}</button>
        <a href="/desk">Keep {guest.name}</a>
      </form>
    </>
  );
}
