import type { DataSource } from '@/lib/data/source';
import { parseNotices, type Notice } from '@/lib/wedding/notices';
import { weddingInfoShape } from '@/lib/wedding/shapes';
import type { Guest, WeddingInfo } from '@/lib/wedding/types';
import { forgetGuestNotices, guestNotices } from './guest-notices';

jest.mock('server-only', () => ({}));

const miguel: Guest = { id: '3F2C9A71-5B1E-4C8D-A0F2-7E6B5D4C3C03', name: 'Miguel Santos', personal_message: null, photo_dir: null, language: 'en', invited_to: ['party'] };
// A party to 02:00 in Lisbon (UTC+1 in June): Miguel's day ends then.
const info = weddingInfoShape.parse({
  couple: { name1: 'Inês', name2: 'Kenji' },
  language: 'pt',
  wedding: { date: '2027-06-12', timeZone: 'Europe/Lisbon', parts: [{ id: 'party', name: 'Party', start: '20:00', end: '02:00' }] },
}) as WeddingInfo;
const AFTER_HIS_DAY = Date.parse('2027-06-13T02:00:00+01:00');
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
  expect(await guestNotices({ guest: miguel, info }, source, 0)).toEqual([
    { id: 'party', text: 'The boat leaves at 19:30', lang: 'en', dir: 'ltr', at: '2027-06-12T16:00:00.000Z' },
  ]);
});

it("reads them in the wedding's language to a guest whose own is not written, and to nobody who reads neither nor English", async () => {
  const onlyTheirs = parseNotices([{ id: 'fireworks', part: 'party', language: 'en', texts: { ja: '零時に庭園で花火', pt: 'Fogo de artifício à meia-noite' }, posted_at: '2027-06-12T16:00:00Z' }]);
  const { source } = backend(async () => onlyTheirs);
  expect(await guestNotices({ guest: { ...miguel, language: 'he' }, info }, source, 0)).toEqual([expect.objectContaining({ lang: 'pt' })]);
  forgetGuestNotices();
  expect(await guestNotices({ guest: miguel, info: { ...info, language: 'de' } }, source, 0)).toEqual([]);
});

it('shows none once the guest\'s day has ended', async () => {
  const { source, asked } = backend(async () => rows);
  expect(await guestNotices({ guest: miguel, info }, source, AFTER_HIS_DAY - 1)).toHaveLength(1);
  expect(await guestNotices({ guest: miguel, info }, source, AFTER_HIS_DAY)).toEqual([]);
  expect(asked).toHaveLength(1);
});

it('reads a guest\'s notices at most once every 15 s, however often asked, and again once the desk posts', async () => {
  const { source, asked } = backend(async () => rows);
  await Promise.all([guestNotices({ guest: miguel, info }, source, 0), guestNotices({ guest: miguel, info }, source, 14_000)]);
  expect(asked).toHaveLength(1);
  await guestNotices({ guest: miguel, info }, source, 15_000);
  expect(asked).toHaveLength(2);
  forgetGuestNotices();
  await guestNotices({ guest: miguel, info }, source, 15_001);
  expect(asked).toHaveLength(3);
});

it("shows none when the backend fails, logs once without the guest's link, and asks again next time", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { source, asked } = backend(async () => {
    throw new Error('connect ECONNREFUSED');
  });
  expect(await guestNotices({ guest: miguel, info }, source, 0)).toEqual([]);
  expect(await guestNotices({ guest: miguel, info }, source, 1)).toEqual([]);
  expect(asked).toHaveLength(2);
  expect(error).toHaveBeenCalledTimes(1);
  expect(JSON.stringify(error.mock.calls)).not.toMatch(/3f2c9a71/i);
  error.mockRestore();
});
