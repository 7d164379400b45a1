/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { KeyForm } from './key-form';

// The local desk's way in, as the couple reads it on their own computer.

it('names the command as code, with no raw backticks', () => {
  const { container } = render(<KeyForm refused={false} />);
  expect(container).not.toHaveTextContent('`');
  expect(container.querySelector('code')).toHaveTextContent('npm run desk');
  expect(screen.getByText(/printed in the terminal\. It works once\./)).toBeVisible();
});

it('says why a key was refused and how to get a new one', () => {
  render(<KeyForm refused />);
  expect(screen.getByRole('alert')).toHaveTextContent('Stop the desk (Ctrl+C) and start it again for a new key.');
});
