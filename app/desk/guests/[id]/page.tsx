import { notFound } from 'next/navigation';
import { saveGuestAction } from '../../guest-actions';
import { addGuestPhotoAction, photoTicketAction } from '../../photo-actions';
import { saveReplyAction } from '../../reply-actions';
import { CopyButton } from '@/components/desk/copy-button';
import { GuestForm } from '@/components/desk/guest-form';
import { QrCode } from '@/components/desk/qr-code';
import { PhotoAddForm } from '@/components/desk/photo-add-form';
import { OpenedNote } from '@/components/desk/opened-note';
import { ReplyForm } from '@/components/desk/reply-form';
import { SendLinks } from '@/components/desk/send-links';
import { qrPath } from '@/lib/desk/desk-cards';
import { deskSiteUrl } from '@/lib/desk/accounts';
import { deskGuest, guestValues } from '@/lib/desk/desk-guests';
import { SHOWN_WIDTH } from '@/lib/desk/desk-photos';
import { deskLanguages } from '@/lib/desk/desk-languages';
import { deskMember } from '@/lib/desk/visitor';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { INVITE_ROUTE } from '@/lib/site/routes';

export default async function GuestPage({ params }: { params: Promise<{ id: string }> }) {
  const { place } = await deskMember();
  const { id } = await params;
  const one = isWellFormedGuestId(id) ? await deskGuest(place, await deskSiteUrl(), id) : null;
  if (!one) notFound();
  const { guest, message, reminder, open, reply, parts, timeZone, languageNote } = one;
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1 dir="auto">{guest.name}</h1>
      <p>
        <OpenedNote open={open} timeZone={timeZone} />
      </p>
      <h2>Their link</h2>
      <p className="desk-link">
        <a href={`${INVITE_ROUTE}/${guest.id}?preview`}>{message.link}</a>
      </p>
      <p className="desk-send">
        <CopyButton text={message.link} label="Copy their link" />
      </p>
      <div className="desk-qr">
        <QrCode qr={qrPath(message.link)} label={`QR code of ${guest.name}'s link`} />
      </div>
      <h3>Send the invitation</h3>
      <SendLinks name={guest.name} message={message} />
      <h3>Send a reminder</h3>
      <SendLinks name={guest.name} message={reminder} what="a reminder " />
      <h2>Their reply</h2>
      <ReplyForm action={saveReplyAction} guestId={guest.id} reply={reply} />
      <h2>Details</h2>
      <GuestForm action={saveGuestAction} languages={deskLanguages(guest.language)} parts={parts} guest={{ id: guest.id, ...guestValues(guest) }} languageNote={languageNote} />
      <h2>Their own photos</h2>
      <p>Only their link shows these: up to three of them in their Memories, before the gallery&apos;s.</p>
      <PhotoAddForm action={addGuestPhotoAction} ticket={photoTicketAction} list="guest" title="Add a photo for them" button="Add the photo" maxWidth={SHOWN_WIDTH} guestId={guest.id} />
      <p>
        <a href={`/desk/guests/${guest.id}/remove`}>Remove {guest.name}</a>
      </p>
    </>
  );
}
