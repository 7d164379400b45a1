/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translator } from '@/lib/i18n/translator';
import { ErrorState } from './error-state';
import { StateWordsProvider } from './state-words';

/** As the invitation's layout gives it its words. */
function renderIn(language: string, message: 'loadFailed' | 'missingInfo') {
  const t = translator(language);
  return render(
    <StateWordsProvider words={{ title: t('states.errorTitle'), loadFailed: t('states.loadFailed'), missingInfo: t('states.missingInfo'), tryAgain: t('states.tryAgain') }}>
      <ErrorState message={message} />
    </StateWordsProvider>,
  );
}

describe('ErrorState', () => {
  it.each([
    ['loadFailed', 'Failed to load wedding information. Please try again.'],
    ['missingInfo', 'Wedding information not found. Please check back later.'],
  ] as const)('tells the guest what went wrong (%s)', (message, text) => {
    renderIn('en', message);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it("says it in the page's language", () => {
    renderIn('pl', 'loadFailed');
    expect(screen.getByRole('heading', { name: 'Ups! Coś poszło nie tak' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('reloads the page when the guest chooses Try Again', async () => {
    // jsdom's location.reload cannot be replaced (it is unforgeable), but jsdom reports every
    // navigation it cannot perform, a reload included, as a "not implemented" error: listen for that.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderIn('en', 'loadFailed');
    expect(reported).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    const navigations = reported.mock.calls.filter(([e]) => /navigation/.test(String((e as Error)?.message ?? e)));
    expect(navigations).toHaveLength(1);
    reported.mockRestore();
  });
});
