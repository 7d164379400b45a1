/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WeddingState } from '@/lib/desk/wedding-form-model';
import { weddingFormModel } from '@/lib/desk/wedding-form-model';
import { WeddingForm } from './wedding-form';

// The wedding's form as a member meets it on the site: every detail by its label, a preview, then Publish.

const porto = JSON.parse(readFileSync('tests/fixtures/porto-wedding/wedding.json', 'utf8')) as Record<string, unknown>;
const model = weddingFormModel(porto, ['en', 'pt', 'ja'], [
  { path: 'gallery/hero-couple-ines-kenji.jpg', caption: 'Inês and Kenji by the Douro' },
  { path: 'gallery/quinta.jpg', caption: 'The quinta at noon' },
]);
const heroChoices = () => screen.getByRole('group', { name: "The greeting's photo" });

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe("the wedding's form", () => {
  it('previews the changes by their labels, then publishes with the basis the preview gave', async () => {
    const sent: FormData[] = [];
    const action = async (_: WeddingState, form: FormData): Promise<WeddingState> => {
      sent.push(form);
      if (form.get('intent') === 'publish') return { ok: true, message: "Published. Every guest's page shows it now." };
      return { result: { preview: [{ label: 'Dinner: Start', before: '19:00', after: '19:30' }], basis: 'b1' }, values: { 'wedding.parts[1].start': '19:30' } };
    };
    render(<WeddingForm action={action} model={model} />);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    const dinner = screen.getByRole('group', { name: 'Dinner' });
    expect(within(dinner).getByLabelText('Venue (if not the wedding\'s)')).toHaveValue('Quinta da Aveleda');
    fireEvent.change(within(dinner).getByLabelText('Start'), { target: { value: '19:30' } });
    await press('Preview the changes');

    const preview = await screen.findByRole('region', { name: 'Publish these changes?' });
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Dinner: StartNow: 19:00After publishing: 19:30');
    expect(within(screen.getByRole('group', { name: 'Dinner' })).getByLabelText('Start')).toHaveValue('19:30');
    expect(sent[0]!.get('intent')).toBe('preview');
    expect(sent[0]!.get('wedding.parts[1].start')).toBe('19:30');
    expect(sent[0]!.get('parts.count')).toBe('4');
    expect(sent[0]!.get('photos.hero')).toBe('gallery/hero-couple-ines-kenji.jpg');

    await press('Publish');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Published. Every guest's page shows it now."));
    expect(sent[1]!.get('intent')).toBe('publish');
    expect(sent[1]!.get('basis')).toBe('b1');
  });

  it('shows a refusal beside its field, opening the folded names it is about, and offers no Publish', async () => {
    render(
      <WeddingForm
        model={model}
        action={async () => ({ ok: false, message: 'The venue: its coordinates: give both or neither.', errors: { 'wedding.parts[2].translations.ja.name': 'is too long' } })}
      />,
    );
    await press('Preview the changes');
    const party = screen.getByRole('group', { name: 'Party' });
    await waitFor(() => expect(within(party).getByRole('alert')).toHaveTextContent('is too long'));
    expect(within(party).getByLabelText(/^Name in Japanese/)).toHaveAttribute('aria-invalid', 'true');
    expect(party.querySelector('details')).toHaveAttribute('open');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The venue: its coordinates: give both or neither.');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('says when nothing changed, with nothing to publish', async () => {
    render(<WeddingForm model={model} action={async () => ({ result: { preview: [], basis: 'b' }, values: {} })} />);
    await press('Preview the changes');
    expect(await screen.findByRole('region', { name: 'Nothing changed.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('keeps the greeting photo chosen through the preview, and publishes that choice', async () => {
    const sent: FormData[] = [];
    const action = async (_: WeddingState, form: FormData): Promise<WeddingState> => {
      sent.push(form);
      const hero = String(form.get('photos.hero'));
      return { result: { preview: [{ label: "The couple: the greeting's photo", before: 'Inês and Kenji by the Douro', after: 'The quinta at noon' }], basis: 'b2' }, values: { 'photos.hero': hero } };
    };
    const { container } = render(<WeddingForm model={model} action={action} />);
    fireEvent.click(within(heroChoices()).getByRole('radio', { name: 'The quinta at noon' }));
    await press('Preview the changes');
    await screen.findByRole('region', { name: 'Publish these changes?' });
    // React empties a form once its action answers: the choice must come back from what was sent.
    act(() => container.querySelector('form')!.reset());
    expect(within(heroChoices()).getByRole('radio', { name: 'The quinta at noon' })).toBeChecked();
    await press('Publish');
    expect(sent[1]!.get('photos.hero')).toBe('gallery/quinta.jpg');
  });

  it("offers each language once, English as the default the wedding's Portuguese replaces", () => {
    render(<WeddingForm model={model} action={async () => ({})} />);
    const language = screen.getByRole('combobox', { name: "The site's language for guests without one" });
    expect(within(language).getAllByRole('option', { name: /English/ }).map((o) => o.textContent)).toEqual(['English (the default)']);
    expect(within(language).getAllByRole('option', { name: /Portuguese/ }).map((o) => o.getAttribute('value'))).toEqual(['pt-BR', 'pt-PT']);
    expect(language).toHaveValue('pt-PT');
  });

  it('chooses the greeting from the gallery by thumbnail and caption, never by a path', () => {
    render(<WeddingForm model={model} action={async () => ({})} />);
    const radios = within(heroChoices()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(["None chosen: the site's usual photo", 'Inês and Kenji by the Douro', 'The quinta at noon']);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    const thumbs = heroChoices().querySelectorAll('img');
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(['/desk/photos/file?path=gallery%2Fhero-couple-ines-kenji.jpg', '/desk/photos/file?path=gallery%2Fquinta.jpg']);
    expect(heroChoices()).not.toHaveTextContent('gallery/');
  });
});
