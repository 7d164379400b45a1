/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { markSavedCopy } from './offline-status';
import { OfflineSupport } from './offline-support';
import { OnlineOnly } from './online-only';

const words = { savedOffline: 'You are offline: this is the copy saved on this device on {when}.', savedUnavailable: 'Could not load: saved on {when}.' };
let signal = false;
const asked: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  signal = false;
  asked.length = 0;
  global.fetch = ((url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url}`);
    return signal ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('Failed to fetch'));
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const connection = async (online: boolean) => {
  signal = online;
  await act(async () => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    jest.advanceTimersByTime(0);
  });
};
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const page = () =>
  render(
    <>
      <OfflineSupport language="en" words={words} />
      <OnlineOnly offline={<p>The map needs a connection.</p>}>
        <p>Map</p>
      </OnlineOnly>
    </>,
  );

it('says the page is the saved copy while offline, goes when the phone is back online, and comes back with the next loss', async () => {
  page();
  await act(async () => markSavedCopy(Date.UTC(2027, 5, 11, 18), 'offline'));
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline: this is the copy saved on this device on /);
  expect(screen.getByText('The map needs a connection.')).toBeInTheDocument();

  await connection(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('Map')).toBeInTheDocument();

  await connection(false);
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline/);
});

it('finds the signal back though the browser never says so, asking the site every few seconds, and then no more', async () => {
  page();
  await act(async () => markSavedCopy(Date.UTC(2027, 5, 11, 18), 'offline'));
  await wait(11_000);
  expect(screen.getByRole('status')).toBeInTheDocument();
  signal = true;
  await wait(5_000);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  const asks = asked.length;
  await wait(60_000);
  expect(asked).toHaveLength(asks);
  expect(asked.every((a) => a === 'HEAD /sw.js')).toBe(true);
});

it('keeps saying the invitation could not be loaded while the site fails, whatever the signal', async () => {
  page();
  signal = true;
  await act(async () => markSavedCopy(Date.UTC(2027, 5, 11, 18), 'unavailable'));
  await connection(true);
  await wait(30_000);
  expect(screen.getByRole('status')).toHaveTextContent(/^Could not load/);
});
