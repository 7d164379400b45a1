import type { DataSource } from '@/lib/data/source';
import { parseNotices, type Notice } from '@/lib/wedding/notices';
import type { Guest } from '@/lib/wedding/types';
import { forgetGuestNotices, guestNotices } from './guest-notices';

jest.mock('server-only', () => ({}));

const miguel: Guest = { id: '3F2C9A71-5B1E-4C8D-A0F2-7E6B5D4C3C03', name: 'Miguel Santos', personal_message: null, photo_dir: null, language: 'en', invited_to: ['party'] };
const rows = parseNotices([
  { id: 'party', part: 'party', language: 'pt', texts: { pt: 'O barco sai às 19:30', en: 'The boat leaves at 19:30' }, posted_at: '2027-06-12T16:00:00Z' },
  // A backend that answered more than its policy should have: the page still leaves it out.
  { id: 'ceremony', part: 'ceremony', language: 'en', texts: { en: 'Seats at 10:40' }, posted_at: '2027-06-12T15:00:00Z' },
]);

function backend(answer: () => Promise<Notice[]>) {
  const asked: string[] = [];
  const source = { getNotices: (guest: Guest) => (asked.push(guest.id), answer()) } as unknown as DataSource;
  return { source, asked };
}

beforeEach(() => forgetGuestNotices());

it("gives a guest their part's notices in their language, and never another part's", async () => {
  const { source } = backend(async () => rows);
  expect(await guestNotices({ guest: miguel, language: 'en' }, source, 0)).toEqual([
    { id: 'party', text: 'The boat leaves at 19:30', lang: 'en', dir: 'ltr', at: '2027-06-12T16:00:00.000Z' },
  ]);
});

it('reads a guest\'s notices at most once every 15 s, however often asked, and again once the desk posts', async () => {
  const { source, asked } = backend(async () => rows);
  await Promise.all([guestNotices({ guest: miguel, language: 'en' }, source, 0), guestNotices({ guest: miguel, language: 'en' }, source, 14_000)]);
  expect(asked).toHaveLength(1);
  await guestNotices({ guest: miguel, language: 'en' }, source, 15_000);
  expect(asked).toHaveLength(2);
  forgetGuestNotices();
  await guestNotices({ guest: miguel, language: 'en' }, source, 15_001);
  expect(asked).toHaveLength(3);
});

it("shows none when the backend fails, logs once without the guest's link, and asks again next time", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { source, asked } = backend(async () => {
    throw new Error('connect ECONNREFUSED');
  });
  expect(await guestNotices({ guest: miguel, language: 'en' }, source, 0)).toEqual([]);
  expect(await guestNotices({ guest: miguel, language: 'en' }, source, 1)).toEqual([]);
  expect(asked).toHaveLength(2);
  expect(error).toHaveBeenCalledTimes(1);
  expect(JSON.stringify(error.mock.calls)).not.toMatch(/3f2c9a71/i);
  error.mockRestore();
});
