/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ShownNotice } from '@/lib/wedding/notices';
import { Notices } from './notices';

const at = (iso: string) => new Date(`${iso}+01:00`).getTime();
const ENDS = at('2027-06-13T02:00');
const boat: ShownNotice = { id: 'boat', text: 'The boat leaves the pier at 19:30', lang: 'en', dir: 'ltr', at: '2027-06-12T16:00:00Z' };
const asked = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  asked.mockReset();
  global.fetch = ((...args: unknown[]) => (asked(...args), Promise.resolve({ ok: true, json: async () => ({ notices: [boat] }) }))) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const show = (phoneTime: number) => {
  jest.setSystemTime(phoneTime);
  return render(<Notices guestId="3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c03" initial={{ notices: [boat], faces: null }} label="From the couple" renderedAt={phoneTime} endsAt={ENDS} />);
};

it("shows the couple's notices on the guest's day, and asks again every half minute", async () => {
  show(at('2027-06-12T23:00'));
  expect(screen.getByRole('region', { name: 'From the couple' })).toHaveTextContent(boat.text);
  await act(async () => jest.advanceTimersByTime(30_000));
  expect(asked).toHaveBeenCalledTimes(1);
});

it("ends them with the guest's day, by the phone's clock, and asks no more", async () => {
  show(at('2027-06-13T01:59'));
  expect(screen.getByText(boat.text)).toBeInTheDocument();
  await act(async () => {
    jest.setSystemTime(at('2027-06-13T02:00'));
    jest.advanceTimersByTime(15_000);
  });
  expect(screen.queryByText(boat.text)).not.toBeInTheDocument();
  asked.mockReset();
  await act(async () => jest.advanceTimersByTime(120_000));
  expect(asked).not.toHaveBeenCalled();
});

it('shows none on a page opened the morning after', () => {
  show(at('2027-06-13T10:00'));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it("draws a notice posted since the page was cut in the page's faces: the answer's sheet for its new letters joins the page's", async () => {
  const fireworks: ShownNotice = { id: 'fireworks', text: '零時に庭園で花火', lang: 'ja', dir: 'ltr', at: '2027-06-12T22:00:00Z' };
  const faces = { id: 'c2Vjb25k', css: "@font-face{font-family:'Script Serif';src:url(/fonts/x.woff2)}" };
  global.fetch = (() => Promise.resolve({ ok: true, json: async () => ({ notices: [fireworks], faces }) })) as unknown as typeof fetch;
  show(at('2027-06-12T23:00'));
  await act(async () => jest.advanceTimersByTime(30_000));
  expect(screen.getByText(fireworks.text)).toHaveAttribute('lang', 'ja');
  expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toContain(faces.css);
});
