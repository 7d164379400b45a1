import { guestPhotoAction, guestPhotoSettingsAction } from '../guest-photo-actions';
import { GuestPhotoList } from '@/components/desk/guest-photo-list';
import { GuestPhotoSettingsForm } from '@/components/desk/guest-photo-settings-form';
import { GuestRoomMeter } from '@/components/desk/guest-room';
import { settingsValues } from '@/lib/desk/guest-photo-settings';
import { readGuestPhotos } from '@/lib/desk/guest-photos';
import type { UploadSettings } from '@/lib/desk/guest-upload-shelf';
import { longDate, megabytes, type UploadWindow } from '@/lib/desk/upload-window';
import { deskMember } from '@/lib/desk/visitor';

const PER_PAGE = 48;

function windowWords(w: UploadWindow): string {
  const zone = `${w.zone} time`;
  if (w.now === 'never' || !w.day || !w.closes) return "No guest's invitation offers Add your photos: the wedding has no date, or stays an invitation (The wedding).";
  if (w.now === 'before') return `From ${longDate(w.day)} until ${longDate(w.closes)} (${zone}), each guest's invitation offers Add your photos.`;
  if (w.now === 'open') return `Guests can add photos and short videos from their invitation until ${longDate(w.closes)} (${zone}).`;
  return `Guests could add photos until ${longDate(w.closes)} (${zone}); their invitations no longer offer it.`;
}

const shareWords = (s: UploadSettings, approved: number) =>
  s.shareApproved
    ? `Shared: every guest's thank-you page shows the ${approved === 1 ? 'photo' : `${approved} photos`} you approved.`
    : 'Not shared: each guest sees only what they sent. Approve photos, then an owner turns on Share approved photos with guests.';

export default async function GuestPhotosPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await deskMember();
  const read = await readGuestPhotos(member.place);
  const back = (
    <p>
      <a href="/desk">← Guests</a>
    </p>
  );
  if ('problem' in read) {
    return (
      <>
        {back}
        <h1>Guests&apos; photos</h1>
        <p role="alert">{read.problem}</p>
      </>
    );
  }
  const { uploads, settings, room, window } = read;
  const asked = Number((await searchParams).page);
  const pages = Math.max(1, Math.ceil(uploads.length / PER_PAGE));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
  const shown = uploads.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const total = uploads.reduce((sum, u) => sum + u.bytes, 0);
  return (
    <>
      {back}
      <h1>Guests&apos; photos</h1>
      <p>{windowWords(window)}</p>
      <p>{shareWords(settings, uploads.filter((u) => u.approved).length)}</p>
      <p className="desk-send">
        {uploads.length ? (
          <a href="/desk/guest-photos/download" download>
            Download all (.zip)
          </a>
        ) : null}
        <a href="#settings">Settings</a>
      </p>
      <GuestRoomMeter room={room} />
      <h2 id="sent">
        Sent from guests&apos; phones ({uploads.length}
        {pages > 1 ? `, page ${page} of ${pages}` : ''})
      </h2>
      {shown.length ? <GuestPhotoList uploads={shown} zone={window.zone} action={guestPhotoAction} /> : <p>Nothing yet: what guests send shows here, newest first.</p>}
      {pages > 1 ? (
        <p className="desk-send">
          {page > 1 ? <a href={`/desk/guest-photos?page=${page - 1}`}>← Newer</a> : null}
          {page < pages ? <a href={`/desk/guest-photos?page=${page + 1}`}>Older →</a> : null}
        </p>
      ) : null}
      <h2 id="download">Download all</h2>
      <p>
        One .zip of every photo and video guests sent ({uploads.length} {uploads.length === 1 ? 'file' : 'files'}, {megabytes(total)}), a folder per guest named for them;
        approved or not. It is read from storage as it downloads. From a computer: <code>npm run guests -- photos-download</code>.
      </p>
      <h2 id="settings">Settings</h2>
      {member.role === 'owner' ? (
        <GuestPhotoSettingsForm
          action={guestPhotoSettingsAction}
          values={settingsValues(settings, window)}
          day={window.day}
          zone={window.zone}
          defaultCloses={window.defaultCloses ? longDate(window.defaultCloses) : null}
        />
      ) : (
        <p>
          Sharing approved photos is {settings.shareApproved ? 'on' : 'off'}; each guest may send {settings.filesPerGuest} files and {megabytes(settings.bytesPerGuest)} in all. The wedding&apos;s owners
          change these.
        </p>
      )}
    </>
  );
}
