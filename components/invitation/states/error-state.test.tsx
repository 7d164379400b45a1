/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_FAILED_MESSAGE, MISSING_INFO_MESSAGE } from '@/lib/wedding/messages';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it.each([LOAD_FAILED_MESSAGE, MISSING_INFO_MESSAGE])('tells the guest what went wrong: %s', (message) => {
    render(<ErrorState message={message} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('reloads the page when the guest chooses Try Again', async () => {
    // jsdom's location.reload cannot be replaced (it is unforgeable), but jsdom reports every
    // navigation it cannot perform, a reload included, as a "not implemented" error: listen for that.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorState message={LOAD_FAILED_MESSAGE} />);
    expect(reported).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    const navigations = reported.mock.calls.filter(([e]) => /navigation/.test(String((e as Error)?.message ?? e)));
    expect(navigations).toHaveLength(1);
    reported.mockRestore();
  });
});
