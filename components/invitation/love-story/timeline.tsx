'use client';

import { useEffect, useRef, useState } from 'react';
import type { TimelineEntry } from '@/lib/wedding/types';
import { Lightbox, type LightboxItem, type LightboxWords } from '@/components/shared/lightbox';
import { PRESS_EFFECT_MS } from '@/lib/wedding/spec-values';
import { isVideo } from '@/lib/wedding/media';
import { TimelineMedia } from './timeline-media';
import styles from './timeline.module.css';

interface Words {
  readMore: string;
  showLess: string;
  viewMedia: (string | null)[];
  lightbox: LightboxWords;
}

export function Timeline({ events, words }: { events: TimelineEntry[]; words: Words }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [pressed, setPressed] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pressTimer.current), []);

  const withMedia = events.flatMap((e, i) => (e.photo ? [{ event: i, photo: e.photo, title: e.title }] : []));
  const items: LightboxItem[] = withMedia.map((m) => ({
    src: m.photo,
    alt: m.title,
    kind: isVideo(m.photo) ? 'video' : 'image',
  }));

  function toggle(i: number) {
    setSelected((s) => (s === i ? null : i));
    setPressed(i);
    clearTimeout(pressTimer.current);
    pressTimer.current = setTimeout(() => setPressed(null), PRESS_EFFECT_MS);
  }

  return (
    <>
      <ol className={styles.timeline}>
        {events.map((event, i) => {
          const expanded = selected === i;
          const mediaIndex = withMedia.findIndex((m) => m.event === i);
          return (
            <li
              key={`${event.year}-${i}`}
              className={styles.event}
              data-selected={expanded || undefined}
              data-pressed={pressed === i || undefined}
            >
              <span className={styles.dot} aria-hidden="true" />
              <div className={styles.card}>
                {event.photo && (
                  <TimelineMedia src={event.photo} title={event.title} label={words.viewMedia[i] ?? event.title} onOpen={() => setViewing(mediaIndex)} />
                )}
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  onClick={() => toggle(i)}
                >
                  <span className={styles.year}>{event.year}</span>
                  {/* The couple's words: dir="auto" keeps a text in another script the right way round. */}
                  <span className={styles.title} dir="auto">
                    {event.title}
                  </span>
                  <span className={styles.description} dir="auto">
                    {event.description}
                  </span>
                  {event.details && (
                    <span className={styles.more} aria-hidden="true">
                      {expanded ? words.showLess : words.readMore}
                    </span>
                  )}
                </button>
                {expanded && event.details && (
                  <p className={styles.details} dir="auto">
                    {event.details}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Lightbox words={words.lightbox} items={items} index={viewing} onIndexChange={setViewing} />
    </>
  );
}
