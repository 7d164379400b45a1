/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticeForm } from './notice-form';

// The Notices screen's form as a member meets it on the day: for whom, in which languages, and what came of it.

const parts = [
  { id: 'ceremony', name: 'Ceremony' },
  { id: 'party', name: 'Party' },
];
const languages = [
  { tag: 'pt-PT', name: 'Portuguese (português)', dir: 'ltr' as const },
  { tag: 'ar', name: 'Arabic (العربية)', dir: 'rtl' as const },
];
const post = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Post the notice' }));
  });
};

it("posts for one part's guests, the wedding's language first, each language written its own way", async () => {
  let sent: FormData | undefined;
  render(<NoticeForm action={async (_, form) => ((sent = form), { ok: true, message: 'Posted: the guests of Party see it on their invitation within a minute.' })} parts={parts} languages={languages} editing={null} />);
  fireEvent.change(screen.getByLabelText('For'), { target: { value: 'party' } });
  const first = screen.getByLabelText(/^In Portuguese \(português\) \(guests whose language is not written here read this one, else English\)/);
  fireEvent.change(first, { target: { value: 'O barco sai às 19:30' } });
  expect(screen.getByLabelText(/^In Arabic/)).toHaveAttribute('dir', 'rtl');
  expect(first).toHaveAttribute('maxLength', '280');
  await post();
  expect(sent?.get('part')).toBe('party');
  expect(sent?.get('text:pt-PT')).toBe('O barco sai às 19:30');
  expect(screen.getByRole('status')).toHaveTextContent('Posted: the guests of Party see it on their invitation within a minute.');
});

it('keeps what was written when the notice is refused, and says why', async () => {
  const values = { part: 'ceremony', texts: { 'pt-PT': 'Olá', ar: 'مرحبا' } };
  render(<NoticeForm action={async () => ({ ok: false, message: 'That part of the day is no longer in the wedding: choose who it is for again.', values })} parts={parts} languages={languages} editing={null} />);
  await post();
  expect(screen.getByRole('alert')).toHaveTextContent('That part of the day is no longer in the wedding');
  expect(screen.getByLabelText('For')).toHaveValue('ceremony');
  expect(screen.getByLabelText(/^In Arabic/)).toHaveValue('مرحبا');
});

it('opens a posted notice to edit, saving it under its own id', async () => {
  let sent: FormData | undefined;
  render(<NoticeForm action={async (_, form) => ((sent = form), {})} parts={parts} languages={languages} editing={{ id: 'n-1', part: null, texts: { 'pt-PT': 'Bem-vindos' } }} />);
  expect(screen.getByLabelText(/^In Portuguese/)).toHaveValue('Bem-vindos');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the notice' }));
  });
  expect(sent?.get('id')).toBe('n-1');
  expect(sent?.get('part')).toBe('');
});

it('says who would read which text before posting, and posts it as it is only when asked', async () => {
  const sent: FormData[] = [];
  const readers = [
    { language: null, own: false, guests: ['Noa Levi'] },
    { language: 'pt-PT', own: true, guests: ['Beatriz Souza'] },
  ];
  const action = async (_: unknown, form: FormData) => {
    sent.push(form);
    return form.get('intent') === 'as-it-is'
      ? { ok: true, message: 'Posted: the guests of Party see it on their invitation within a minute.' }
      : { ok: false, message: 'Not posted yet: some guests it is for would not read it in their own language.', values: { part: 'party', texts: { 'pt-PT': 'Fogo' } }, result: readers };
  };
  render(<NoticeForm action={action} parts={parts} languages={languages} editing={null} />);
  await post();
  const who = await screen.findByRole('list', { name: 'Who reads it' });
  expect(who).toHaveTextContent('Would not see it: 1 (Noa Levi)');
  expect(who).toHaveTextContent('Read it in Portuguese (português): 1 (Beatriz Souza)');
  expect(screen.getByLabelText(/^In Portuguese/)).toHaveValue('Fogo');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Post it as it is' }));
  });
  expect(sent[1]!.get('intent')).toBe('as-it-is');
  expect(await screen.findByRole('status')).toHaveTextContent('Posted');
});
