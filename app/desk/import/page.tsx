import { importAction } from '../import-actions';
import { ImportForm } from '@/components/desk/import-form';
import { CLEAR_MARK } from '@/lib/desk/desk-import';
import { deskMember } from '@/lib/desk/visitor';

export default async function ImportPage() {
  await deskMember();
  return (
    <>
      <p>
        <a href="/desk">← Guests</a>
      </p>
      <h1>Import guests</h1>
      <p>
        A CSV with a header row: <code>name</code>, and any of <code>personal_message</code>, <code>photo_dir</code>, <code>language</code>,{' '}
        <code>invited_to</code> and <code>id</code> (Excel&apos;s &ldquo;CSV UTF-8&rdquo; works). Guests are matched by id, else by name. An empty
        cell keeps what is there; a cell holding only <code>{CLEAR_MARK}</code> clears it. Nothing is written before you have seen every change.
      </p>
      <ImportForm action={importAction} />
    </>
  );
}
