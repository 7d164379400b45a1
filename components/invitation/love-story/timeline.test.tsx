/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TimelineEntry } from '@/lib/wedding/types';
import { Timeline } from './timeline';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  jest.useRealTimers();
});

const entry = (year: number, title: string, photo: string | null, details: string | null = null): TimelineEntry => ({
  year,
  title,
  description: `What happened in ${year}.`,
  details,
  photo_path: photo,
  photo,
});

const events: TimelineEntry[] = [
  entry(2016, 'A borrowed umbrella', '/media/story/umbrella.jpg', 'Daniel still has the umbrella.'),
  entry(2018, 'The first trip', null),
  entry(2020, 'Home', '/media/story/home.mp4'),
  entry(2023, 'The question', '/media/story/proposal.jpg', 'She said yes.'),
];

/** The words the love story gives its timeline, in English. */
const words = {
  readMore: 'Read more',
  showLess: 'Show less',
  viewMedia: ['View photo: A borrowed umbrella', null, 'View video: Home', 'View photo: The question'],
  lightbox: { label: 'Our story in pictures', close: 'Close', previous: 'Previous', next: 'Next', counter: '{current} / {total}' },
};

const eventItem = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const toggleOf = (title: string) => within(eventItem(title)).getByRole('button', { expanded: false }) as HTMLElement;

describe('Timeline', () => {
  it('shows each event’s year, title and description, but not its details', () => {
    render(<Timeline events={events} words={words} />);
    const first = eventItem('A borrowed umbrella');
    expect(within(first).getByText('2016')).toBeInTheDocument();
    expect(within(first).getByText('What happened in 2016.')).toBeInTheDocument();
    expect(screen.queryByText('Daniel still has the umbrella.')).not.toBeInTheDocument();
  });

  it('expands and selects an event on click, and collapses it on a second click', () => {
    render(<Timeline events={events} words={words} />);
    const button = toggleOf('A borrowed umbrella');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(eventItem('A borrowed umbrella')).toHaveAttribute('data-selected');
    expect(screen.getByText('Daniel still has the umbrella.')).toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(eventItem('A borrowed umbrella')).not.toHaveAttribute('data-selected');
    expect(screen.queryByText('Daniel still has the umbrella.')).not.toBeInTheDocument();
  });

  it('selects one event at a time', () => {
    render(<Timeline events={events} words={words} />);
    fireEvent.click(toggleOf('A borrowed umbrella'));
    fireEvent.click(toggleOf('The question'));

    expect(eventItem('The question')).toHaveAttribute('data-selected');
    expect(eventItem('A borrowed umbrella')).not.toHaveAttribute('data-selected');
    expect(screen.getByText('She said yes.')).toBeInTheDocument();
    expect(screen.queryByText('Daniel still has the umbrella.')).not.toBeInTheDocument();
  });

  it('presses the event for 150 ms after a click', () => {
    jest.useFakeTimers();
    render(<Timeline events={events} words={words} />);
    fireEvent.click(toggleOf('The first trip'));
    expect(eventItem('The first trip')).toHaveAttribute('data-pressed');

    act(() => jest.advanceTimersByTime(149));
    expect(eventItem('The first trip')).toHaveAttribute('data-pressed');

    act(() => jest.advanceTimersByTime(1));
    expect(eventItem('The first trip')).not.toHaveAttribute('data-pressed');
    // The selection outlives the press.
    expect(eventItem('The first trip')).toHaveAttribute('data-selected');
  });

  it('restarts the press when clicked again before it ends', () => {
    jest.useFakeTimers();
    render(<Timeline events={events} words={words} />);
    fireEvent.click(toggleOf('The first trip'));
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(within(eventItem('The first trip')).getByRole('button', { expanded: true }));

    act(() => jest.advanceTimersByTime(100));
    expect(eventItem('The first trip')).toHaveAttribute('data-pressed');
    act(() => jest.advanceTimersByTime(50));
    expect(eventItem('The first trip')).not.toHaveAttribute('data-pressed');
  });

  it('treats .mp4 media as video previewed at 1 second, anything else as an image', () => {
    render(<Timeline events={events} words={words} />);
    const video = eventItem('Home').querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/story/home.mp4#t=1');
    expect(video.muted).toBe(true);
    expect(within(eventItem('The question')).getByRole('img', { name: 'The question' })).toBeInTheDocument();
    expect(eventItem('The first trip').querySelector('img, video')).toBeNull();
  });

  it('seeks a video preview to 1 second once its metadata loads, if the browser did not', () => {
    render(<Timeline events={events} words={words} />);
    const video = eventItem('Home').querySelector('video') as HTMLVideoElement;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(1);
  });

  it('falls back to the placeholder when an event photo is broken', () => {
    render(<Timeline events={events} words={words} />);
    const img = within(eventItem('The question')).getByRole('img', { name: 'The question' });
    fireEvent.error(img);
    expect(within(eventItem('The question')).getByRole('img', { name: 'The question' })).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );
  });

  it('opens the lightbox over the timeline media only, at the clicked item', () => {
    render(<Timeline events={events} words={words} />);
    fireEvent.click(screen.getByRole('button', { name: 'View video: Home' }));

    const dialog = screen.getByRole('dialog');
    // Three events have media; 'Home' is the second of them.
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/story/home.mp4');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'The question' })).toBeInTheDocument();
  });

  it('does not expand an event when its media is opened', () => {
    render(<Timeline events={events} words={words} />);
    fireEvent.click(screen.getByRole('button', { name: 'View photo: A borrowed umbrella' }));
    expect(eventItem('A borrowed umbrella')).not.toHaveAttribute('data-selected');
  });
});
