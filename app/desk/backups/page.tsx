import { redirect } from 'next/navigation';
import { makeBackupAction } from '../backup-actions';
import { MakeBackupButton } from '@/components/desk/make-backup-button';
import { deskBackups } from '@/lib/desk/desk-restore';
import { deskSessionWith } from '@/lib/desk/desk-session';

export default async function BackupsPage() {
  const session = await deskSessionWith(async (place) => ({ folder: place.backups, backups: await deskBackups(place) }));
  if (!session?.data?.backups || !session.data.folder) redirect('/desk');
  const { folder, backups } = session.data;
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Backups</h1>
      <p>Each holds the whole wedding: guests, opens, replies, details and photos. One is made before anything is removed or imported. They are kept in {folder}.</p>
      <MakeBackupButton action={makeBackupAction} />
      {backups.length === 0 ? (
        <p>No backups yet.</p>
      ) : (
        <ul className="desk-guests" aria-label="Backups">
          {backups.map((b) => (
            <li key={b.name}>
              <span>{b.made}</span>
              <span className="desk-opened">{b.holds}</span>
              <a href={`/desk/backups/${b.name}`}>Restore…</a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
