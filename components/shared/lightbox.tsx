'use client';

import { useEffect, useRef, type PointerEvent } from 'react';
import { IMAGES } from '@/lib/site/routes';
import { fillSlots } from '@/lib/wedding/formats';
import { FallbackImage } from './fallback-image';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './lightbox.module.css';

export interface LightboxWords {
  label: string;
  close: string;
  previous: string;
  next: string;
  counter: string;
  /** A link to save the photo shown, where the guest may keep them (the day's photos). */
  download?: string;
}

export interface LightboxItem {
  src: string;
  alt: string;
  kind: 'image' | 'video';
}

interface Props {
  words: LightboxWords;
  items: LightboxItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const SWIPE_PX = 50;

function keepFocusInside(e: React.KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('button, video[controls], [href], [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Lightbox({ words, items, index, onIndexChange }: Props) {
  const { label } = words;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const open = index !== null && items.length > 0;
  // Videos autoplay (spec §2) unless the guest asked for less motion; the controls stay.
  const reduceMotion = usePrefersReducedMotion();
  const count = items.length;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
      // Focused here rather than with autoFocus, which would move focus before the opener is remembered.
      closeButton.current?.focus();
    } else if (!open && d.open) {
      d.close();
      // Closing is driven by state, so the closed render no longer has an onClose handler: restore focus here.
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  if (!open) return <dialog ref={dialog} className={styles.dialog} aria-label={label} />;

  const current = index % count;
  const item = items[current] as LightboxItem;
  const go = (step: number) => onIndexChange((current + step + count) % count);
  const close = () => onIndexChange(null);

  // Right to left (Arabic), 'next' lies to the left: the arrow keys and swipes follow the page's reading direction.
  const forward = () => (dialog.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1);

  function onKeyDown(e: React.KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'ArrowRight' && count > 1) go(forward());
    else if (e.key === 'ArrowLeft' && count > 1) go(-forward());
    else if (e.key === 'Tab') keepFocusInside(e);
  }

  function onPointerUp(e: PointerEvent) {
    if (swipeStart.current === null || e.pointerType === 'mouse') return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX && count > 1) go(dx < 0 ? forward() : -forward());
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div
        className={styles.frame}
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={onPointerUp}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <figure className={styles.figure}>
          {item.kind === 'video' ? (
            <video key={item.src} className={styles.video} src={item.src} autoPlay={!reduceMotion} loop muted controls playsInline aria-label={item.alt} />
          ) : (
            <div className={styles.imageBox}>
              <FallbackImage key={item.src} src={item.src} fallback={IMAGES.placeholder} alt={item.alt} fill sizes="100vw" className={styles.image} />
            </div>
          )}
          <figcaption className={styles.counter} aria-live="polite">
            {fillSlots(words.counter, { current: current + 1, total: count })}
          </figcaption>
          {words.download && item.kind === 'image' && (
            // Its style comes with the thanks it belongs to (components/invitation/day/day-styles.tsx).
            <a className="day-download" href={item.src} download>
              {words.download}
            </a>
          )}
        </figure>
        {count > 1 && (
          <>
            {/* ‹ and › are mirrored glyphs: right to left, each points the way it goes. */}
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} aria-label={words.previous}>
              ‹
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} aria-label={words.next}>
              ›
            </button>
          </>
        )}
        <button type="button" className={styles.close} onClick={close} aria-label={words.close} ref={closeButton}>
          ×
        </button>
      </div>
    </dialog>
  );
}
