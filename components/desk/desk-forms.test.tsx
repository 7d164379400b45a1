/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GuestFormState } from '@/app/desk/guest-actions';
import { AddGuestForm } from './add-guest-form';
import { GuestList } from './guest-list';
import { InviteForm } from './invite-form';
import { PartsForm } from './parts-form';
import { PasswordForm } from './password-form';

// The desk's forms as a member meets them: labels to fill, and the action's answer shown beside them.

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the sign-in form', () => {
  it('asks for an e-mail and a password, and shows the answer as an alert', async () => {
    const sent: Record<string, FormDataEntryValue | null>[] = [];
    render(
      <PasswordForm
        submit="Sign in"
        action={async (_, form) => {
          sent.push({ email: form.get('email'), password: form.get('password') });
          return { error: 'That e-mail and password do not match. Check both and try again.', email: String(form.get('email')) };
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ines@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret words' } });
    await submit('Sign in');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('do not match'));
    expect(sent).toEqual([{ email: 'ines@example.com', password: 'secret words' }]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ines@example.com');
  });

  it("on an invite, shows the address it names and asks only for a new password, sending the invite's token", async () => {
    let token: FormDataEntryValue | null = null;
    render(
      <PasswordForm
        submit="Set password"
        email="planner@example.com"
        token={'a'.repeat(64)}
        newPassword
        action={async (_, form) => {
          token = form.get('token');
          return {};
        }}
      />,
    );
    expect(screen.getByText('planner@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long new password' } });
    await submit('Set password');
    await waitFor(() => expect(token).toBe('a'.repeat(64)));
  });
});

describe('Add guest', () => {
  it("shows each problem beside the form, then the added guest's name", async () => {
    let answer: GuestFormState = { errors: { name: ['"Rosa Martins" is already a guest'] }, values: { name: 'Rosa Martins', personal_message: 'Até já', language: 'it' } };
    render(<AddGuestForm action={async () => answer} languages={[{ tag: 'it', name: 'Italian (italiano)' }]} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rosa Martins' } });
    await submit('Save');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('"Rosa Martins" is already a guest'));
    // What was typed stays, to correct rather than type again.
    expect(screen.getByLabelText('Name')).toHaveValue('Rosa Martins');
    expect(screen.getByLabelText('Personal message (optional)')).toHaveValue('Até já');
    answer = { added: 'Nonna Adunni' };
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nonna Adunni' } });
    await submit('Save');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added Nonna Adunni. Their link works now.'));
    expect(screen.getByRole('option', { name: 'Italian (italiano)' })).toBeInTheDocument();
  });
});

describe('the guest list', () => {
  it("gives each guest their invitation and their own WhatsApp, SMS and e-mail links, and a removal that asks first", () => {
    const id = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
    const message = { language: 'pt-PT', subject: 's', body: 'b', link: 'l', whatsapp: 'https://wa.me/?text=Ol%C3%A1', sms: 'sms:?&body=Ol%C3%A1', email: 'mailto:?subject=s' };
    render(<GuestList guests={[{ guest: { id, name: 'Rosa Martins', personal_message: null, photo_dir: null }, message }]} />);
    const list = screen.getByRole('list', { name: 'Guests' });
    expect(list).toHaveTextContent('Rosa Martins');
    expect(screen.getByRole('link', { name: 'WhatsApp to Rosa Martins' })).toHaveAttribute('href', message.whatsapp);
    expect(screen.getByRole('link', { name: 'SMS to Rosa Martins' })).toHaveAttribute('href', message.sms);
    expect(screen.getByRole('link', { name: 'E-mail to Rosa Martins' })).toHaveAttribute('href', message.email);
    expect(screen.getByRole('link', { name: 'Remove Rosa Martins' })).toHaveAttribute('href', `/desk/guests/${id}/remove`);
  });
});

describe('an invite', () => {
  it('shows the link once made, with a WhatsApp message carrying it', async () => {
    const link = `https://our-wedding.example/desk/invite/${'b'.repeat(64)}`;
    render(<InviteForm action={async () => ({ link, email: 'planner@example.com' })} />);
    fireEvent.change(screen.getByLabelText('Their e-mail'), { target: { value: 'planner@example.com' } });
    await submit('Make an invite link');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(link));
    const whatsapp = new URL(screen.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.searchParams.get('text')).toContain(link);
  });
});

describe('the parts of the day', () => {
  const parts = [
    { id: 'ceremony', name: 'Ceremony', start: '15:00', end: '16:00' },
    { id: 'party', name: 'Party', start: '21:00', end: '01:00' },
  ];

  it("sends each part's fields by its place, and shows a refusal beside the field it is about", async () => {
    let sent: [string, FormDataEntryValue][] = [];
    render(
      <PartsForm
        parts={parts}
        action={async (_, form) => {
          sent = [...form.entries()];
          return { errors: { 'wedding.parts[1].start': ['is required: when the part begins'] } };
        }}
      />,
    );
    const party = screen.getByRole('group', { name: 'Party' });
    expect(within(party).getByLabelText('End')).toHaveValue('01:00');
    fireEvent.change(within(party).getByLabelText('Start'), { target: { value: '' } });
    await submit('Save and publish');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Party' })).getByRole('alert')).toHaveTextContent('is required'));
    expect(sent).toContainEqual(['parts.count', '2']);
    expect(sent).toContainEqual(['wedding.parts[1].start', '']);
    expect(within(screen.getByRole('group', { name: 'Ceremony' })).queryByRole('alert')).toBeNull();
  });

  it('says when it is published', async () => {
    render(<PartsForm parts={parts} action={async () => ({ saved: true })} />);
    await submit('Save and publish');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Published. Every guest's page shows it now."));
  });
});
