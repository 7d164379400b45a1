/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
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
