/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { translator } from '@/lib/i18n/translator';
import { Lightbox, type LightboxItem } from './lightbox';
import { lightboxWords } from './lightbox-words';

/** Memories' lightbox words, in a language. */
const wordsIn = (language: string) => lightboxWords(translator(language), translator(language)('memories.title'));
const english = wordsIn('en');

// jsdom has <dialog> but not its modal API: just enough of it for the component.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const photos: LightboxItem[] = [
  { src: '/media/a.jpg', alt: 'First photo', kind: 'image' },
  { src: '/media/b.jpg', alt: 'Second photo', kind: 'image' },
  { src: '/media/c.mp4', alt: 'Third, a video', kind: 'video' },
];

/** The lightbox as its sections use it: a list of openers and the viewer. */
function Gallery({ items = photos, words = english }: { items?: LightboxItem[]; words?: typeof english }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {items.map((item, i) => (
        <button key={item.src} type="button" onClick={() => setIndex(i)}>
          open {item.alt}
        </button>
      ))}
      <Lightbox words={words} items={items} index={index} onIndexChange={setIndex} />
    </>
  );
}

const counter = () => screen.getByRole('dialog').querySelector('figcaption')?.textContent;
const shownAlt = () =>
  (screen.getByRole('dialog').querySelector('img, video') as HTMLElement).getAttribute('alt') ??
  screen.getByRole('dialog').querySelector('video')?.getAttribute('aria-label');

describe('Lightbox', () => {
  it('is closed until an item is opened, then shows that item with its counter', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'open Second photo' }));

    const dialog = screen.getByRole('dialog', { name: 'Memories' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(shownAlt()).toBe('Second photo');
    expect(counter()).toBe('2 / 3');
  });

  it('wraps from the last item to the first with next', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open Third, a video' }));
    expect(counter()).toBe('3 / 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(counter()).toBe('1 / 3');
    expect(shownAlt()).toBe('First photo');
  });

  it('wraps from the first item to the last with previous', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(counter()).toBe('3 / 3');
    expect(shownAlt()).toBe('Third, a video');
  });

  it('steps with the arrow keys too', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
  });

  it('in a right-to-left page, names its buttons in Arabic and steps forward with the left arrow key', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      render(<Gallery words={wordsIn('ar')} />);
      await user.click(screen.getByRole('button', { name: 'open First photo' }));

      expect(screen.getByRole('dialog', { name: 'ذكريات' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
      expect(counter()).toBe('2 من 3');
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
      expect(counter()).toBe('1 من 3');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('plays video automatically, looping and muted, with controls', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open Third, a video' }));

    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/c.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'open Second photo' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the backdrop is clicked, but not when the photo is', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    await user.click(screen.getByRole('dialog').querySelector('figure') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The dialog fills the screen; a click on it (not its content) is a click on the backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape (the dialog is cancelled)', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      screen.getByRole('dialog').dispatchEvent(cancel);
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('shows previous and next only when there is more than one item', async () => {
    const user = userEvent.setup();
    render(<Gallery items={[photos[0] as LightboxItem]} />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    expect(counter()).toBe('1 / 1');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 1');
  });

  it('shows the placeholder when a photo fails to load', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'open First photo' }));

    fireEvent.error(screen.getByRole('img', { name: 'First photo' }));

    expect(screen.getByRole('img', { name: 'First photo' })).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
