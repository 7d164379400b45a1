/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UploadPanel } from './upload-panel';
import type { UploadWords } from './upload-words';

/** The page's picker: refuses before sending what may not be sent, and shows what the guest sent, each theirs to delete. */

jest.mock('idb-keyval', () => {
  const kept = new Map<string, unknown>();
  return { createStore: () => undefined, entries: async () => [...kept], set: async (k: string, v: unknown) => void kept.set(k, v), del: async (k: string) => void kept.delete(k) };
});

const GUEST = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01';
const words: UploadWords = {
  photos: 'Photos',
  hint: 'Photos and short videos go straight to the couple.',
  status: 'Sent: {sent} · Waiting: {waiting}',
  offline: 'No signal.',
  sending: 'Sending',
  yours: 'Your photos',
  photo: 'Your photo {number}',
  video: 'Your video {number}',
  deletePhoto: 'Delete your photo {number}',
  deleteVideo: 'Delete your video {number}',
  notSent: '{name}: {reason}',
  refused: {
    unknown: 'unknown',
    closed: 'closed',
    type: 'not a photo or a video.',
    size: 'larger than 50 MB, the most one file may be.',
    files: 'files',
    bytes: 'bytes',
    full: 'full',
    removed: 'removed',
    unreadable: 'unreadable',
    length: 'length',
    failed: 'failed',
  },
};

const OWN = [
  { id: 'u1', kind: 'photo', src: `/invite/${GUEST}/photos/f/u1.jpg`, sending: false },
  { id: 'u2', kind: 'video', src: `/invite/${GUEST}/photos/f/u2.mp4`, sending: false },
];

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    // jsdom has no Response: what the queue reads of one.
    return { status: 200, headers: { get: () => null }, json: async () => (init.method === 'DELETE' ? { deleted: 'u1' } : { own: OWN }) };
  }) as unknown as typeof fetch;
});

it('offers the file input labelled Photos, several at once, and says how many are sent and wait', async () => {
  render(<UploadPanel guestId={GUEST} words={words} />);

  expect(screen.getByLabelText('Photos')).toHaveAttribute('type', 'file');
  expect(screen.getByLabelText('Photos')).toHaveAttribute('multiple');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent: 2 · Waiting: 0'));
});

it('refuses a 60 MB film and a drawing before anything is sent, saying why', async () => {
  render(<UploadPanel guestId={GUEST} words={words} />);
  const film = new File(['x'], 'wedding-film.mp4', { type: 'video/mp4' });
  Object.defineProperty(film, 'size', { value: 60 * 1024 * 1024 });
  const drawing = new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' });

  await act(async () => void fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [film, drawing] } }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('wedding-film.mp4: larger than 50 MB, the most one file may be.');
  expect(alert).toHaveTextContent('drawing.svg: not a photo or a video.');
  expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
});

it("keeps an Arabic refusal right to left: the file's Latin name is set apart, not leading the line", async () => {
  const arabic = { ...words, notSent: '{name}: {reason}', refused: { ...words.refused, size: 'حجمه أكبر من 50 ميغابايت.' } };
  render(<UploadPanel guestId={GUEST} words={arabic} />);
  const film = new File(['x'], 'big.mp4', { type: 'video/mp4' });
  Object.defineProperty(film, 'size', { value: 60 * 1024 * 1024 });

  await act(async () => void fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [film] } }));

  const line = within(await screen.findByRole('alert')).getByRole('listitem');
  expect(line).not.toHaveAttribute('dir');
  expect(line.querySelector('bdi')).toHaveTextContent(/^big\.mp4$/);
  expect(line).toHaveTextContent('big.mp4: حجمه أكبر من 50 ميغابايت.');
});

it("shows the guest's own photos and videos, and deletes the one they choose", async () => {
  render(<UploadPanel guestId={GUEST} words={words} />);
  const list = await screen.findByRole('list');

  expect(within(list).getByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', `/invite/${GUEST}/photos/f/u1.jpg?w=256`);
  fireEvent.click(within(list).getByRole('button', { name: 'Delete your photo 1' }));

  await waitFor(() => expect(within(list).queryByRole('img')).not.toBeInTheDocument());
  expect(calls).toContain(`DELETE /invite/${GUEST}/uploads/u1`);
  expect(within(list).getByRole('button', { name: 'Delete your video 1' })).toBeInTheDocument();
});
