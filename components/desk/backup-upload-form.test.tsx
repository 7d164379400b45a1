/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BackupState } from '@/lib/desk/desk-restore';
import { BackupUploadForm } from './backup-upload-form';

// Restoring a file from the phone: it is named, and a refusal is said beside the form; nothing is previewed without one.

it('labels the file, and says why a file was refused without leaving the page', async () => {
  const sent: FormData[] = [];
  const action = async (_: BackupState, form: FormData): Promise<BackupState> => {
    sent.push(form);
    return { ok: false, message: 'holiday-photos.zip is not a backup: choose the .zip file the desk downloaded.' };
  };
  render(<BackupUploadForm action={action} ticket={async () => null} />);
  const form = screen.getByRole('form', { name: 'Restore a backup file' });
  expect(within(form).getByLabelText('Backup file')).toHaveAttribute('accept', '.zip,application/zip');
  expect(within(form).getByText('Nothing changes yet: you see every change the restore would make first.')).toBeInTheDocument();
  // jsdom has no chosen file, so the required field would stop a click: the form is sent as a click would send it.
  await act(async () => {
    fireEvent.submit(form);
  });
  expect(sent).toHaveLength(1);
  expect(within(form).getByRole('alert')).toHaveTextContent('holiday-photos.zip is not a backup');
  expect(within(form).getByRole('button', { name: 'Upload and preview' })).toBeEnabled();
});
