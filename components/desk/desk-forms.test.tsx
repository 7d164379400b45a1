/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GuestFormState } from '@/lib/desk/guest-edit';
import { GuestForm } from './guest-form';
import { GuestList } from './guest-list';
import { guestLine } from '@/lib/desk/guest-lines';
import { InviteForm } from './invite-form';
import { PasswordForm } from './password-form';
import { ReplyCounts } from './reply-counts';
import { ReplyForm } from './reply-form';
import { SendLinks } from './send-links';

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
          return { ok: false, message: 'That e-mail and password do not match. Check both and try again.', values: { email: String(form.get('email')) } };
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

const languages = [{ tag: 'it', name: 'Italian (italiano)' }];
const parts = [
  { id: 'ceremony', name: 'Ceremony' },
  { id: 'party', name: 'Party' },
];

describe('Add guest', () => {
  it("shows each problem beside the form, then the added guest's name", async () => {
    const values = { name: 'Rosa Martins', personal_message: 'Até já', language: 'it', photo_dir: '', invited_to: ['party'] };
    let answer: GuestFormState = { ok: false, errors: { name: '"Rosa Martins" is already a guest' }, values };
    render(<GuestForm action={async () => answer} languages={languages} parts={parts} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rosa Martins' } });
    await submit('Save');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('"Rosa Martins" is already a guest'));
    // What was typed stays, to correct rather than type again.
    expect(screen.getByLabelText('Name')).toHaveValue('Rosa Martins');
    expect(screen.getByLabelText('Personal message (optional)')).toHaveValue('Até já');
    expect(screen.getByLabelText('Party')).toBeChecked();
    expect(screen.getByLabelText('Ceremony')).not.toBeChecked();
    answer = { ok: true, message: 'Added Nonna Adunni. Their link works now.', result: { note: 'Nonna Adunni will read Italian: Yoruba is not a site language.' } };
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nonna Adunni' } });
    fireEvent.change(screen.getByLabelText('Or another language (Yoruba: yo)'), { target: { value: 'yo' } });
    await submit('Save');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added Nonna Adunni. Their link works now.'));
    // Beside the language: which one she will read, since the site does not speak hers.
    expect(screen.getByLabelText('Language')).toHaveAccessibleDescription('Nonna Adunni will read Italian: Yoruba is not a site language.');
    expect(screen.getByRole('option', { name: 'Italian (italiano)' })).toBeInTheDocument();
  });
});

describe("a guest's details", () => {
  it('starts from the guest as stored and sends their id with the parts ticked', async () => {
    const id = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
    let sent: FormData | null = null;
    const guest = { id, name: 'Rosa Martins', personal_message: '', language: 'it', photo_dir: 'rosa', invited_to: ['ceremony'] };
    render(
      <GuestForm
        action={async (_, form) => {
          sent = form;
          return { ok: true, message: "Saved. Rosa Martins's page shows it now.", result: { note: null }, values: { ...guest, invited_to: ['ceremony', 'party'] } };
        }}
        languages={languages}
        parts={parts}
        guest={guest}
      />,
    );
    expect(screen.getByRole('form', { name: 'Change Rosa Martins' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('it');
    expect(screen.getByLabelText('Photo folder (optional)')).toHaveValue('rosa');
    expect(screen.getByLabelText('Ceremony')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Party'));
    await submit('Save');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Saved. Rosa Martins's page shows it now."));
    expect(sent!.get('id')).toBe(id);
    expect(sent!.getAll('invited_to')).toEqual(['ceremony', 'party']);
    expect(screen.getByLabelText('Party')).toBeChecked();
  });

  it("keeps a guest's own language when the list has it first (a save never changes it behind the couple's back)", async () => {
    let sent: FormData | null = null;
    const guest = { id: 'x', name: 'Rosa Martins', personal_message: '', language: 'pt-PT', photo_dir: '', invited_to: [] };
    const withHers = [{ tag: 'pt-PT', name: 'European Portuguese (português europeu)' }, ...languages];
    render(<GuestForm action={async (_, form) => ((sent = form), {})} languages={withHers} parts={parts} guest={guest} />);
    expect(screen.getByLabelText('Language')).toHaveValue('pt-PT');
    await submit('Save');
    await waitFor(() => expect(sent!.get('language')).toBe('pt-PT'));
  });

  it('offers no part to tick on a wedding of one part', () => {
    render(<GuestForm action={async () => ({})} languages={languages} parts={[parts[0]!]} />);
    expect(screen.queryByRole('group', { name: 'Invited to' })).toBeNull();
  });
});

describe('the guest list', () => {
  const id = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
  const rosa = { id, name: 'Rosa Martins', personal_message: null, photo_dir: null };
  const open = { firstOpenedAt: '2026-11-20T09:00:00.000Z', lastOpenedAt: '2026-11-27T17:05:00.000Z', openingDays: 3 };

  it("gives each guest their own screen and says whether they opened their link", () => {
    render(<GuestList lines={[guestLine(rosa, null, null, 'Europe/Lisbon')]} />);
    const list = screen.getByRole('list', { name: 'Guests' });
    expect(list).toHaveTextContent('Not opened yet');
    expect(screen.getByRole('link', { name: 'Rosa Martins' })).toHaveAttribute('href', `/desk/guests/${id}`);
  });

  it("says when a guest last opened their link, in the wedding's time zone, and their reply", () => {
    render(<GuestList lines={[guestLine(rosa, open, { coming: true, people: 2, note: '' }, 'Asia/Tokyo')]} />);
    expect(screen.getByRole('list', { name: 'Guests' })).toHaveTextContent('Opened, last 28 Nov, 02:05 (on 3 days)');
    expect(screen.getByRole('list', { name: 'Guests' })).toHaveTextContent('Coming · 2');
  });
});

describe("a guest's send links", () => {
  const message = { language: 'pt-PT', subject: 'Convite', body: 'Olá Rosa', link: 'l', whatsapp: 'https://wa.me/?text=Ol%C3%A1', sms: 'sms:?&body=Ol%C3%A1', email: 'mailto:?subject=s' };
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('carry their message by WhatsApp, SMS and e-mail, and offer no share button where the browser has no share sheet', () => {
    render(<SendLinks name="Rosa Martins" message={message} />);
    expect(screen.getByRole('link', { name: 'WhatsApp to Rosa Martins' })).toHaveAttribute('href', message.whatsapp);
    expect(screen.getByRole('link', { name: 'SMS to Rosa Martins' })).toHaveAttribute('href', message.sms);
    expect(screen.getByRole('link', { name: 'E-mail to Rosa Martins' })).toHaveAttribute('href', message.email);
    expect(screen.queryByRole('button', { name: 'Share to Rosa Martins' })).toBeNull();
  });

  it("open the phone's share sheet with the guest's message where there is one", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    render(<SendLinks name="Rosa Martins" message={message} what="a reminder " />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share a reminder to Rosa Martins' }));
    expect(shared).toEqual([{ title: 'Convite', text: 'Olá Rosa' }]);
  });
});

describe('an invite', () => {
  it('shows the link once made, with a WhatsApp message carrying it', async () => {
    const link = `https://our-wedding.example/desk/invite/${'b'.repeat(64)}`;
    render(<InviteForm action={async () => ({ ok: true, result: { link, email: 'planner@example.com' } })} />);
    fireEvent.change(screen.getByLabelText('Their e-mail'), { target: { value: 'planner@example.com' } });
    await submit('Make an invite link');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(link));
    const whatsapp = new URL(screen.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.searchParams.get('text')).toContain(link);
  });
});

describe("a guest's reply", () => {
  it('starts from the reply recorded, sends the answer, how many and the note, and says what was saved', async () => {
    let sent: FormData | null = null;
    render(
      <ReplyForm
        guestId="3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03"
        reply={{ coming: false, people: 0, note: 'away that week' }}
        action={async (_, form) => {
          sent = form;
          return { ok: true, message: 'Saved: Rosa Martins, coming, 2.' };
        }}
      />,
    );
    expect(screen.getByLabelText('Not coming')).toBeChecked();
    expect(screen.getByLabelText('Note (a diet, a question…)')).toHaveValue('away that week');
    fireEvent.click(screen.getByLabelText('Coming'));
    fireEvent.change(screen.getByLabelText('How many are coming'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Note (a diet, a question…)'), { target: { value: 'vegetarian' } });
    await submit('Save reply');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved: Rosa Martins, coming, 2.'));
    expect(Object.fromEntries(sent!.entries())).toEqual({ guest_id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', answer: 'coming', people: '2', note: 'vegetarian' });
  });

  it('shows a refusal as an alert', async () => {
    render(<ReplyForm guestId="x" reply={null} action={async () => ({ ok: false, errors: { people: 'Write how many: 0 to 50.' } })} />);
    expect(screen.getByLabelText('No answer yet')).toBeChecked();
    await submit('Save reply');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Write how many: 0 to 50.'));
  });
});

describe('the replies per part of the day', () => {
  it('reads as a table: the people coming, the guests not coming and those not answered yet', () => {
    render(<ReplyCounts counts={[{ id: 'dinner', name: 'Dinner', people: 42, notComing: 3, waiting: 7 }]} />);
    const table = screen.getByRole('table', { name: 'Replies' });
    const dinner = within(table).getByRole('row', { name: /Dinner/ });
    expect(within(dinner).getAllByRole('cell').map((c) => c.textContent)).toEqual(['42', '3', '7']);
    expect(within(table).getByRole('columnheader', { name: 'Coming (people)' })).toBeInTheDocument();
  });
});
