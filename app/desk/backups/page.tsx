import { backupTicketAction, makeBackupAction, uploadBackupAction } from '../backup-actions';
import { BackupUploadForm } from '@/components/desk/backup-upload-form';
import { MakeBackupButton } from '@/components/desk/make-backup-button';
import { deskBackups } from '@/lib/desk/desk-restore';
import { deskMember } from '@/lib/desk/visitor';

export default async function BackupsPage() {
  const member = await deskMember('owner');
  const shelf = member.place.backups;
  const backups = await deskBackups(member.place);
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Backups</h1>
      <p>
        {shelf.stored
          ? 'One is made before anything is removed or imported: every guest and detail, and any photo the change removes. Make one of the whole wedding, photos and all, whenever you like, or download one to keep on your phone or computer.'
          : 'Each holds the whole wedding: guests, opens, replies, details and photos. One is made before anything is removed or imported.'}{' '}
        They are kept in {shelf.where}.
      </p>
      {member.place.kind === 'project' ? (
        <p>
          <a href="/desk/backup" download>
            Download a backup
          </a>
        </p>
      ) : null}
      <MakeBackupButton action={makeBackupAction} />
      {shelf.stored ? (
        <section className="desk-section">
          <BackupUploadForm action={uploadBackupAction} ticket={backupTicketAction} />
        </section>
      ) : null}
      <section className="desk-section" aria-labelledby="kept-backups">
        <h2 id="kept-backups">Kept backups</h2>
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
      </section>
    </>
  );
}
