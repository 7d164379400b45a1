/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GuestPhotoButtons } from './guest-photo-buttons';
import { GuestPhotoSettingsForm } from './guest-photo-settings-form';

// Guests' photos as the couple meets them on the desk: approve, remove after asking, and the owners' settings.

const ID = '0d7c2a4e-6f1b-4c3a-9e8d-5b2a1c0f9e87';
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('a guest photo', () => {
  it('is approved with one tap, and the approval undone', async () => {
    const sent: FormData[] = [];
    const { rerender } = render(<GuestPhotoButtons action={async (_, form) => (sent.push(form), { ok: true, message: 'Approved.' })} id={ID} approved={false} describedBy="gp-1" />);
    await click('Approve');
    expect([sent[0]?.get('id'), sent[0]?.get('do')]).toEqual([ID, 'approve']);
    expect(screen.getByRole('status')).toHaveTextContent('Approved.');
    rerender(<GuestPhotoButtons action={async (_, form) => (sent.push(form), { ok: true, message: 'No longer approved.' })} id={ID} approved describedBy="gp-1" />);
    await click('Undo approval');
    expect(sent[1]?.get('do')).toBe('unapprove');
  });

  it('is removed only once Remove for good is tapped, and kept when the couple changes their mind', async () => {
    const sent: FormData[] = [];
    render(<GuestPhotoButtons action={async (_, form) => (sent.push(form), { ok: true, message: 'Removed: its file is deleted, and no guest sees it again.' })} id={ID} approved={false} describedBy="gp-1" />);
    await click('Remove');
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Its file is deleted at once: no backup keeps it unless you made one before.');
    await click('Keep it');
    expect(screen.queryByRole('button', { name: 'Remove for good' })).toBeNull();
    await click('Remove');
    await click('Remove for good');
    expect([sent[0]?.get('do'), sent[0]?.get('sure')]).toEqual(['remove', 'yes']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed: its file is deleted');
  });

  it('asks again when the removal came without its confirmation (a page without script)', async () => {
    render(<GuestPhotoButtons action={async () => ({ ok: false, message: 'Remove it for good?', result: 'confirm' as const })} id={ID} approved={false} describedBy="gp-1" />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Approve' }).closest('form')!);
    });
    expect(screen.getByRole('button', { name: 'Remove for good' })).toBeInTheDocument();
  });

  it('says whose it is on every button', () => {
    render(
      <>
        <p id="gp-1">From Rosa Martins · Sat 18 Sept, 16:02</p>
        <GuestPhotoButtons action={async () => ({})} id={ID} approved={false} describedBy="gp-1" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription('From Rosa Martins · Sat 18 Sept, 16:02');
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription('From Rosa Martins · Sat 18 Sept, 16:02');
  });
});

describe("the owners' settings", () => {
  const saved = { share: '', closes_on: '2027-10-18', files_per_guest: '200', mb_per_guest: '500' };
  const props = { day: '2027-09-18', zone: 'Europe/Lisbon', defaultCloses: 'Mon, 18 October 2027' };

  it('turns sharing on and moves the last day, then says what changed', async () => {
    let sent: FormData | undefined;
    const message = 'Saved. Share approved photos with guests: off → on; Last day guests may add photos: Mon, 18 October 2027 → Sun, 31 October 2027.';
    render(<GuestPhotoSettingsForm action={async (_, form) => ((sent = form), { ok: true, message })} values={saved} {...props} />);
    expect(screen.getByRole('checkbox', { name: 'Share approved photos with guests' })).not.toBeChecked();
    expect(screen.getByLabelText('Last day guests may add photos (Europe/Lisbon time)')).toHaveValue('2027-10-18');
    expect(screen.getByLabelText('Last day guests may add photos (Europe/Lisbon time)')).toHaveAttribute('min', '2027-09-18');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share approved photos with guests' }));
    fireEvent.change(screen.getByLabelText('Last day guests may add photos (Europe/Lisbon time)'), { target: { value: '2027-10-31' } });
    await click('Save the settings');
    expect([sent?.get('share'), sent?.get('closes_on'), sent?.get('files_per_guest'), sent?.get('mb_per_guest')]).toEqual(['on', '2027-10-31', '200', '500']);
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('keeps what was typed when a limit is refused, saying why beside it', async () => {
    const values = { ...saved, files_per_guest: '20000' };
    render(
      <GuestPhotoSettingsForm
        action={async () => ({ ok: false, message: 'Nothing was saved: see the problems beside their fields.', errors: { files_per_guest: 'At most 10,000 files.' }, values })}
        values={saved}
        {...props}
      />,
    );
    await click('Save the settings');
    expect(screen.getByLabelText('Files per guest')).toHaveValue(20000);
    expect(screen.getByLabelText('Files per guest')).toHaveAccessibleDescription('At most 10,000 files.');
    expect(screen.getByLabelText('MB per guest, in all')).toHaveValue(500);
  });
});
