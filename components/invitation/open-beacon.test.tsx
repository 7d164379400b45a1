/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { OpenBeacon } from './open-beacon';

/** When the page tells the server it was shown: once, and only when the guest can see it. */

const GUEST = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
const TOKEN = 'made-by-the-server';
let sent: { url: string; body: string }[];
let visibility: DocumentVisibilityState;
let prerendering: boolean;
let online: boolean;

beforeEach(() => {
  sent = [];
  visibility = 'visible';
  prerendering = false;
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body });
      return true;
    },
  });
});

const changeTo = (state: DocumentVisibilityState, event = 'visibilitychange') =>
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event(event));
  });

it('reports the guest once, with the token the server gave the page, when the page is shown', () => {
  render(<OpenBeacon guestId={GUEST} token={TOKEN} />);
  changeTo('hidden');
  changeTo('visible');

  expect(sent).toEqual([{ url: '/api/opened', body: JSON.stringify({ guest: GUEST, token: TOKEN }) }]);
});

it('waits while the invitation sits in a background tab, and reports when it is looked at', () => {
  visibility = 'hidden';
  render(<OpenBeacon guestId={GUEST} token={TOKEN} />);
  expect(sent).toEqual([]);

  changeTo('visible');
  expect(sent).toHaveLength(1);
});

it('reports nothing from a prerendered page until it is actually shown', () => {
  prerendering = true;
  render(<OpenBeacon guestId={GUEST} token={TOKEN} />);
  expect(sent).toEqual([]);

  prerendering = false;
  changeTo('visible', 'prerenderingchange');
  expect(sent).toHaveLength(1);
});

it('opened from the saved copy without signal, it reports once the phone is back online', () => {
  online = false;
  render(<OpenBeacon guestId={GUEST} token={TOKEN} />);
  changeTo('hidden');
  changeTo('visible');
  expect(sent).toEqual([]);

  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(sent).toHaveLength(1);
});

it('renders nothing a guest could see', () => {
  const { container } = render(<OpenBeacon guestId={GUEST} token={TOKEN} />);
  expect(container).toBeEmptyDOMElement();
});
