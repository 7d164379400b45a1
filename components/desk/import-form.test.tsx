/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ImportForm } from './import-form';

// The site's import as a member meets it: every bad row at once, then the changes, then Import.

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

const preview = {
  summary: '1 to add, 1 to update, 3 unchanged.',
  added: [
    { row: 2, name: 'Giulia Bianchi', language: 'it', parts: 'Ceremony, Dinner', message: 'Cara Giulia,\nti aspettiamo!', note: null },
    { row: 4, name: 'Nonna Adunni', language: 'Yoruba (Èdè Yorùbá)', parts: 'the whole day', message: null, note: 'Nonna Adunni will read Italian: Yoruba is not a site language.' },
  ],
  updated: [{ row: 4, name: 'Rosa Martins', changes: [{ field: 'personal message', before: '"Tia Rosa"', after: '"Tia Rosa, até já"' }], note: null }],
  changes: 2,
  unchanged: 3,
  basis: 'b7',
};

describe('importing guests on the site', () => {
  it('names every bad row at once, and keeps the text to fix', async () => {
    const csv = 'name,language\n,it\nAnna,xx_not_a_tag\n';
    render(<ImportForm action={async (_, form) => ({ ok: false, errors: { 'problem-1': 'row 2: a guest needs a name', 'problem-2': 'row 3 (Anna): language "xx_not_a_tag" is not a language tag' }, values: { csv: String(form.get('csv')) } })} />);
    fireEvent.change(screen.getByLabelText('Or paste its text'), { target: { value: csv } });
    await press('Check the file');
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['row 2: a guest needs a name', 'row 3 (Anna): language "xx_not_a_tag" is not a language tag']);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was imported. Fix these 2 in the file');
    expect(screen.getByLabelText('Or paste its text')).toHaveValue(csv);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('shows who is added and what changes for whom, then imports with the basis it showed', async () => {
    const sent: FormData[] = [];
    render(
      <ImportForm
        action={async (_, form) => {
          sent.push(form);
          return form.get('intent') === 'import' ? { ok: true, message: 'Imported: 1 added, 1 updated, 3 unchanged.' } : { result: preview, values: { csv: 'name\nGiulia Bianchi\n' } };
        }}
      />,
    );
    // The file itself goes in a real browser (e2e/desk-members.spec.ts): jsdom sends no file.
    fireEvent.change(screen.getByLabelText('Or paste its text'), { target: { value: 'name\nGiulia Bianchi\n' } });
    await press('Check the file');
    expect(sent[0]!.get('intent')).toBe('check');
    const added = within(await screen.findByRole('list', { name: 'Added' })).getAllByRole('listitem');
    expect(added[0]).toHaveTextContent('Giulia Bianchirow 2 · itInvited to: Ceremony, DinnerMessage: “Cara Giulia, ti aspettiamo!”');
    expect(added[0]).not.toHaveTextContent('will read');
    expect(added[1]).toHaveTextContent('Nonna Adunnirow 4 · Yoruba (Èdè Yorùbá)Invited to: the whole dayNonna Adunni will read Italian: Yoruba is not a site language.');
    expect(added[1]).not.toHaveTextContent('Message');
    expect(within(screen.getByRole('list', { name: 'Updated' })).getByRole('listitem')).toHaveTextContent('personal message: "Tia Rosa" → "Tia Rosa, até já"');

    await press('Import 2 changes');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Imported: 1 added, 1 updated, 3 unchanged. Back to the guests'));
    expect(sent[1]!.get('intent')).toBe('import');
    expect(sent[1]!.get('basis')).toBe('b7');
    expect(sent[1]!.get('csv')).toBe('name\nGiulia Bianchi\n');
  });
});
