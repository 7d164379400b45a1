/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeskState as PhotoState } from '@/lib/desk/desk-state';
import { PhotoAddForm } from './photo-add-form';
import { PhotoEntryForm } from './photo-entry-form';

// Story & gallery's forms as the couple meets them: labels, the words in other languages, the answer beside a field.

const PORTUGUESE = [{ tag: 'pt', name: 'Portuguese (português)', dir: 'ltr' as const }, { tag: 'ar', name: 'Arabic (العربية)', dir: 'rtl' as const }];

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('adding to the gallery', () => {
  it('sends the caption and its Portuguese to the gallery, then says what was added and empties the form', async () => {
    const sent: Record<string, unknown>[] = [];
    const action = async (_: PhotoState, form: FormData): Promise<PhotoState> => {
      sent.push({ list: form.get('list'), alt: form.get('alt_text'), pt: form.get('translations.pt.alt_text') });
      return { ok: true, message: 'Added “Vines” to the gallery. Guests see it now.' };
    };
    render(<PhotoAddForm action={action} list="gallery" title="Add a photo to the gallery" button="Add to the gallery" languages={PORTUGUESE} maxWidth={1600} />);
    const form = screen.getByRole('form', { name: 'Add a photo to the gallery' });
    fireEvent.change(within(form).getByLabelText('Caption (what guests who cannot see it hear)'), { target: { value: 'Vines' } });
    fireEvent.change(within(form).getByLabelText('Caption in Portuguese (português)'), { target: { value: 'Vinhas' } });
    // jsdom has no chosen file, so the required field would stop a click: the form is sent as a click would send it.
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Added “Vines” to the gallery.'));
    // (jsdom's FormData leaves a chosen file out: the photo itself is sent in the browser journey, desk-photos.spec.ts.)
    expect(sent).toEqual([{ list: 'gallery', alt: 'Vines', pt: 'Vinhas' }]);
    expect(within(form).getByLabelText('Caption (what guests who cannot see it hear)')).toHaveValue('');
  });

  it('writes an Arabic caption right to left, and counts the languages given', () => {
    render(<PhotoEntryForm action={async () => ({})} list="gallery" entry="gallery/a.jpg" label="Photo 1" values={{ alt_text: 'Vines', 'translations.ar.alt_text': 'كروم' }} languages={PORTUGUESE} />);
    expect(screen.getByText('In other languages (1 of 2 given)')).toBeInTheDocument();
    const arabic = screen.getByLabelText('Caption in Arabic (العربية)');
    expect(arabic).toHaveValue('كروم');
    expect(arabic).toHaveAttribute('dir', 'rtl');
  });
});

describe('a love story entry', () => {
  it('shows a refused title beside its field and keeps every word typed', async () => {
    const action = async (_: PhotoState, form: FormData): Promise<PhotoState> => ({
      errors: { title: 'The story already has an entry of that year with this title.' },
      ok: false,
      message: 'Nothing was saved: see the problems beside their fields.',
      values: { year: String(form.get('year')), title: String(form.get('title')), description: String(form.get('description')), details: '' },
    });
    render(<PhotoEntryForm action={action} list="story" entry='[2019,"The tram"]' label="2019: The tram" values={{ year: '2019', title: 'The tram', description: 'Line 28.' }} languages={PORTUGUESE} />);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2022' } });
    await submit('Save');
    const title = screen.getByLabelText('Title (also the photo’s caption)');
    await waitFor(() => expect(title).toHaveAccessibleDescription('The story already has an entry of that year with this title.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Year')).toHaveValue('2022');
    expect(screen.getByLabelText('What happened')).toHaveValue('Line 28.');
    expect(screen.getByText('Nothing was saved: see the problems beside their fields.')).toBeInTheDocument();
  });

  it("may be added without a photo; a guest's own photo needs one", () => {
    const { unmount } = render(<PhotoAddForm action={async () => ({})} list="story" title="Add to the love story" button="Add to the story" maxWidth={1600} />);
    expect(screen.getByLabelText('Photo (optional)')).not.toBeRequired();
    unmount();
    render(<PhotoAddForm action={async () => ({})} list="guest" title="Add a photo for them" button="Add the photo" maxWidth={1600} guestId="3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01" />);
    expect(screen.getByLabelText('Photo')).toBeRequired();
    expect(screen.queryByLabelText(/Caption/)).toBeNull();
  });
});
