import Link from 'next/link';
import { notFound } from 'next/navigation';
import { removeBackupAction, restoreAction } from '../../backup-actions';
import { RestoreForm } from '@/components/desk/restore-form';
import { restorePreview } from '@/lib/desk/desk-restore';
import { deskMember } from '@/lib/desk/visitor';

export default async function RestorePage({ params }: { params: Promise<{ name: string }> }) {
  const member = await deskMember('owner');
  const { name } = await params;
  const preview = await restorePreview(member.place, decodeURIComponent(name));
  if (!preview) notFound();
  return (
    <>
      <p>
        <Link href="/desk/backups">← Backups</Link>
      </p>
      {'refused' in preview ? (
        <>
          <h1>This file cannot be restored</h1>
          <p role="alert">{preview.refused}</p>
        </>
      ) : (
        <RestoreForm action={restoreAction} preview={preview} />
      )}
      <details className="desk-section">
        <summary>Remove this backup</summary>
        <p>It is deleted for good, to make room; the wedding itself does not change.</p>
        <form action={removeBackupAction}>
          <input type="hidden" name="name" value={decodeURIComponent(name)} />
          <button type="submit">Remove this backup now</button>
        </form>
      </details>
    </>
  );
}
