/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { markSavedCopy } from './offline-status';
import { OfflineSupport } from './offline-support';
import { OnlineOnly } from './online-only';

const words = { savedOffline: 'You are offline: this is the copy saved on this device on {when}.', savedUnavailable: 'Could not load: saved on {when}.' };
const connection = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));

it('says the page is the saved copy while offline, goes when the phone is back online, and comes back with the next loss', () => {
  render(
    <>
      <OfflineSupport language="en" words={words} />
      <OnlineOnly offline={<p>The map needs a connection.</p>}>
        <p>Map</p>
      </OnlineOnly>
    </>,
  );
  connection(false);
  act(() => markSavedCopy(Date.UTC(2027, 5, 11, 18), 'offline'));
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline: this is the copy saved on this device on /);
  expect(screen.getByText('The map needs a connection.')).toBeInTheDocument();

  connection(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('Map')).toBeInTheDocument();

  connection(false);
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline/);
});
