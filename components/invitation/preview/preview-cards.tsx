'use client';

import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './preview-cards.module.css';

export type PreviewCardId = string;

export interface PreviewCard {
  id: PreviewCardId;
  title: string;
  overlayTitle: string;
  face: ReactNode;
  overlay: ReactNode;
  overlayOnDemand?: boolean;
}

const isHoverPointer = (e: PointerEvent) =>
  e.pointerType === 'mouse' && window.matchMedia('(hover: hover)').matches;

// A click this soon after the hover that opened the card is the same gesture: it keeps the card open.
const HOVER_CLICK_GRACE_MS = 400;

export function PreviewCards({ cards }: { cards: PreviewCard[] }) {
  const [active, setActive] = useState<PreviewCardId | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<PreviewCardId>>(() => new Set());

  const hoverOpened = useRef<{ id: PreviewCardId; at: number } | null>(null);

  function markOpened(id: PreviewCardId) {
    setOpened((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  }

  function hoverIn(id: PreviewCardId, e: PointerEvent) {
    if (!isHoverPointer(e)) return;
    hoverOpened.current = active === id ? null : { id, at: e.timeStamp };
    setActive(id);
    markOpened(id);
  }

  function hoverOut(id: PreviewCardId, e: PointerEvent) {
    if (!isHoverPointer(e)) return;
    hoverOpened.current = null;
    setActive((current) => (current === id ? null : current));
  }

  function toggle(id: PreviewCardId, e: MouseEvent) {
    const hovered = hoverOpened.current;
    hoverOpened.current = null;
    if (hovered?.id === id && e.detail > 0 && e.timeStamp - hovered.at < HOVER_CLICK_GRACE_MS) {
      setActive(id);
      return;
    }
    setActive((current) => (current === id ? null : id));
    markOpened(id);
  }

  return (
    <div className={styles.cards}>
      {cards.map((card) => {
        const isActive = active === card.id;
        const overlayId = `preview-${card.id}-overlay`;
        return (
          <div
            key={card.id}
            className={styles.card}
            data-card={card.id}
            data-active={isActive || undefined}
            onPointerEnter={(e) => hoverIn(card.id, e)}
            onPointerLeave={(e) => hoverOut(card.id, e)}
          >
            <h3 className={styles.header}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={isActive}
                aria-controls={overlayId}
                onClick={(e) => toggle(card.id, e)}
              >
                <span className={styles.title}>{card.title}</span>
                {/* The label keeps its room while open so nothing reflows. */}
                <span className={styles.hint} aria-hidden="true">
                  <span className={styles.hintText}>{card.overlayTitle}</span>
                  <span className={styles.chevron} />
                </span>
              </button>
            </h3>
            <div className={styles.body}>
              <div className={styles.face}>{card.face}</div>
              <div
                id={overlayId}
                role="region"
                aria-labelledby={`${overlayId}-title`}
                className={styles.overlay}
                inert={!isActive}
              >
                <h4 id={`${overlayId}-title`} className={styles.overlayTitle}>
                  {card.overlayTitle}
                </h4>
                {(!card.overlayOnDemand || opened.has(card.id)) && card.overlay}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
