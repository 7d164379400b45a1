/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { MessagesState } from '@/lib/desk/messages-table';
import { MessagesForm } from './messages-form';

// The Messages screen as a member meets it: each language folded with its texts, and a refusal beside its language.

const texts = (hello: string) => ({ invite: { subject: `${hello}!`, body: `${hello} {name}: {link}` }, remind: { subject: 'Reminder', body: 'Soon: {link}' }, card: 'Scan me' });
const templates = { en: texts('Hello'), ar: texts('مرحبا') };
const languages = [
  { tag: 'en', name: 'English', dir: 'ltr' as const },
  { tag: 'ar', name: 'Arabic (العربية)', dir: 'rtl' as const },
];
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the messages' }));
  });
};

it("shows every language's texts under its own name, written in its own direction, and sends what was changed", async () => {
  let sent: FormData | undefined;
  render(<MessagesForm action={async (_, form) => ((sent = form), { ok: true, message: 'Saved the messages in Arabic (العربية).' })} languages={languages} templates={templates} />);
  const arabic = screen.getByRole('group', { name: 'Arabic (العربية)' });
  const invitation = within(arabic).getByLabelText('Invitation: message');
  expect(invitation).toHaveValue('مرحبا {name}: {link}');
  expect(invitation).toHaveAttribute('dir', 'rtl');
  fireEvent.change(invitation, { target: { value: 'أهلاً {name}: {link}' } });
  await save();
  expect(sent?.get('ar:invite.body')).toBe('أهلاً {name}: {link}');
  expect(sent?.get('en:card')).toBe('Scan me');
  expect(screen.getByRole('status')).toHaveTextContent('Saved the messages in Arabic (العربية).');
});

it('says beside the language what was refused, opens it, and keeps what was written', async () => {
  const refused: MessagesState = {
    errors: { en: "Each message needs {link}, the guest's own link." },
    ok: false,
    message: 'Nothing was saved: see English.',
    values: { ...templates, en: { ...texts('Hello'), invite: { subject: 'Hello!', body: 'Hello {name}' } } },
  };
  render(<MessagesForm action={async () => refused} languages={languages} templates={templates} />);
  await save();
  const english = screen.getByRole('group', { name: 'English' });
  expect(english).toHaveAccessibleDescription("Each message needs {link}, the guest's own link.");
  expect(english.closest('details')).toHaveAttribute('open');
  expect(within(english).getByLabelText('Invitation: message')).toHaveValue('Hello {name}');
  expect(screen.getByText('Nothing was saved: see English.')).toHaveAttribute('role', 'alert');
});

it('keeps what a member typed while the page was still without its script, and sends it', async () => {
  let sent: FormData | undefined;
  const form = <MessagesForm action={async (_, f) => ((sent = f), { ok: true, message: 'Saved.' })} languages={languages} templates={templates} />;
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = renderToString(form);
  const reminder = within(screen.getByRole('group', { name: 'English' })).getByLabelText('Reminder: message');
  (reminder as HTMLTextAreaElement).value = 'Typed on a slow phone: {link}';
  await act(async () => {
    hydrateRoot(page, form);
  });
  expect(reminder).toHaveValue('Typed on a slow phone: {link}');
  expect(within(screen.getByRole('group', { name: 'English' })).getByLabelText('Invitation: message')).toHaveValue('Hello {name}: {link}');
  await save();
  expect(sent?.get('en:remind.body')).toBe('Typed on a slow phone: {link}');
});
