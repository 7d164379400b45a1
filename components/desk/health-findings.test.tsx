/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HealthFindings } from './health-findings';

// The Health screen as a member reads it: how many checks fail, each with its way out, and the photos' share of the plan.

it('counts the failing checks and gives each its way out', () => {
  const findings = [
    { level: 'fail' as const, title: 'SUPABASE_SERVICE_ROLE_KEY is set on the site', fix: 'Remove it from the host’s settings.' },
    { level: 'ok' as const, title: "Only the wedding's members can read or write the guests' replies", detail: 'The public key is refused on guest_replies.' },
  ];
  render(<HealthFindings findings={findings} storage={{ bytes: 250_000_000, limit: 1_000_000_000 }} />);
  expect(screen.getByText(/^1 check fails: each says the way out\./)).toBeVisible();
  const [failing, fine] = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
  expect(failing).toHaveTextContent('fails SUPABASE_SERVICE_ROLE_KEY is set on the site→ Remove it from the host’s settings.');
  expect(fine).toHaveTextContent('fine');
  expect(screen.getByRole('meter', { name: "Photos: 250.0 MB of the free plan's 1 GB" })).toHaveAttribute('value', '250000000');
});

it('says so when the storage cannot be read, and that nothing fails', () => {
  render(<HealthFindings findings={[]} storage={{ problem: 'The storage used could not be read: timeout' }} />);
  expect(screen.getByText(/^Nothing fails\./)).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('The storage used could not be read: timeout');
});

it('offers a button where the desk takes the way out itself, and says how it went', async () => {
  const sent: FormData[] = [];
  const refresh = async (_: unknown, form: FormData) => {
    sent.push(form);
    return { ok: true, message: 'Saved the wedding as it is now (3 story entries, 4 gallery photos).' };
  };
  const findings = [
    { level: 'warn' as const, title: 'The content snapshot is older than your content', fix: 'Refresh it here: the site saves your wedding as it is now.', deskAction: 'refresh-snapshot' as const },
    { level: 'fail' as const, title: 'Missing tables: notices', fix: 'On a computer: apply supabase/migrations (see supabase/README.md)' },
  ];
  render(<HealthFindings findings={findings} storage={null} refreshSnapshot={refresh} />);
  const [older, missing] = within(screen.getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
  expect(older).toHaveTextContent('→ Refresh it here: the site saves your wedding as it is now.');
  expect(within(missing!).queryByRole('button')).toBeNull();
  await act(async () => {
    fireEvent.click(within(older!).getByRole('button', { name: 'Refresh the snapshot' }));
  });
  expect(sent).toHaveLength(1);
  expect(within(older!).getByRole('status')).toHaveTextContent('Saved the wedding as it is now (3 story entries, 4 gallery photos).');
});
