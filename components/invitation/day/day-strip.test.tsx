/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { DayView } from '@/lib/invitation/day-view';
import { DayStrip } from './day-strip';

/** The top of a guest's page turns with the phone's clock: nothing before the day, Now and Next on it, thanks after. */

const at = (iso: string) => new Date(`${iso}+01:00`).getTime();
const view: DayView = {
  plan: {
    opensAt: at('2027-06-12T00:00'),
    endsAt: at('2027-06-13T02:00'),
    parts: [
      { id: 'lunch', start: at('2027-06-12T13:00'), end: at('2027-06-12T17:00') },
      { id: 'party', start: at('2027-06-12T20:00'), end: at('2027-06-13T02:00') },
    ],
  },
  parts: [
    { id: 'lunch', label: 'Lunch', time: '13:00', place: 'Quinta da Aveleda', address: 'Rua da Aveleda 2', directions: { google: 'https://g.example/lunch', apple: 'https://a.example/lunch' } },
    { id: 'party', label: 'Party', time: '20:00 – 02:00', place: 'Quinta da Aveleda', address: null, directions: null },
  ],
  thanks: { title: 'Thank you', note: 'Thank you for coming!' },
  words: { label: 'Your day', now: 'Now', next: 'Next', startsIn: 'Starts in {duration}', directions: 'Get directions', newTab: ' (opens in a new tab)' },
};

const show = (phoneTime: number, renderedAt = at('2027-05-01T12:00')) => {
  jest.setSystemTime(phoneTime);
  return render(<DayStrip view={view} language="en" renderedAt={renderedAt} photosLink="Photos from the day" />);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows nothing before the wedding day', () => {
  const { container } = show(at('2027-06-11T23:59'));
  expect(container).toBeEmptyDOMElement();
});

it("turns to the phone's day once hydrated, though the server drew the page a month before", () => {
  show(at('2027-06-12T14:00'));
  const region = screen.getByRole('region', { name: 'Your day' });
  expect(region).toHaveTextContent(/NowLunch 13:00/i);
  expect(region).toHaveTextContent(/NextParty 20:00 – 02:00Starts in 6 hr/);
  expect(screen.getByRole('link', { name: 'Google Maps (opens in a new tab)' })).toHaveAttribute('href', 'https://g.example/lunch');
});

it('counts down to the next part as the minutes pass', () => {
  show(at('2027-06-12T18:30'));
  expect(screen.getByText('Starts in 1 hr 30 min')).toBeInTheDocument();
  act(() => {
    jest.setSystemTime(at('2027-06-12T19:45'));
    jest.advanceTimersByTime(15_000);
  });
  expect(screen.getByText('Starts in 15 min')).toBeInTheDocument();
  expect(screen.queryByText('Now')).not.toBeInTheDocument();
});

it("thanks the guest once their last part has ended, and points to the day's photos", () => {
  show(at('2027-06-13T02:00'));
  expect(screen.getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  expect(screen.getByText('Thank you for coming!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Photos from the day' })).toHaveAttribute('href', '#memories');
  expect(screen.queryByRole('region', { name: 'Your day' })).not.toBeInTheDocument();
});
