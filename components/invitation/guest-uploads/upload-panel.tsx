'use client';

import { useEffect, useId, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { fillSlots } from '@/lib/wedding/formats';
import { preparedFile } from './prepare-file';
import { phoneQueue } from './queue-store';
import { sendFile } from './send-file';
import { NOTHING_YET, UploadQueue, type QueueState, type SentUpload } from './upload-queue';
import type { UploadWords } from './upload-words';
import styles from './add-photos.module.css';

// The page **Add your photos** leads to: none of this is in the invitation itself.

const noChange = () => () => {};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,video/mp4,video/quicktime';

/** The file's name isolated (<bdi>): a Latin name keeps an Arabic line right to left, and its own order. */
function notSentLine(template: string, name: string, reason: string) {
  const [before, after = ''] = fillSlots(template, { reason }).split('{name}');
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

export function UploadPanel({ guestId, words }: { guestId: string; words: UploadWords }) {
  const [state, setState] = useState<QueueState>(NOTHING_YET);
  const [queue] = useState(() => new UploadQueue(guestId, phoneQueue(guestId), sendFile, setState));
  const id = useId();
  // Until the script has taken over, a choice would be lost: the picker waits for it.
  const ready = useSyncExternalStore(noChange, () => true, () => false);

  useEffect(() => {
    void queue.start();
    const again = () => void queue.run();
    const lost = () => queue.lostSignal();
    window.addEventListener('online', again);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('offline', lost);
      queue.stop();
    };
  }, [queue]);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    // Each goes as soon as it is ready: the first is on its way while the next is drawn.
    for (const file of files) {
      const prepared = await preparedFile(file);
      if ('refused' in prepared) queue.refuse(file.name, prepared.refused);
      else await queue.add([{ ...prepared, name: file.name, addedAt: Date.now() }]);
    }
  }

  const label = (u: SentUpload, i: number) => fillSlots(u.kind === 'video' ? words.video : words.photo, { number: i + 1 });
  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{words.hint}</p>
      <label className={styles.pick} htmlFor={`${id}-files`}>
        {words.photos}
      </label>
      <input id={`${id}-files`} className={styles.input} type="file" multiple accept={ACCEPT} disabled={!ready} onChange={(e) => void picked(e)} />
      <p className={styles.status} role="status">
        {fillSlots(words.status, { sent: state.sent.length, waiting: state.waiting })}
        {state.progress !== null && <progress value={state.progress} max={1} aria-label={words.sending} />}
      </p>
      {state.offline && state.waiting > 0 && <p className={styles.offline}>{words.offline}</p>}
      {state.refused.length > 0 && (
        <ul className={styles.refused} role="alert">
          {state.refused.map((r, i) => (
            <li key={i}>{notSentLine(words.notSent, r.name, words.refused[r.reason])}</li>
          ))}
        </ul>
      )}
      {state.sent.length > 0 && (
        <>
          <h2 className={styles.yours}>{words.yours}</h2>
          <ul className={styles.sent}>
            {state.sent.map((u, i) => (
              <li key={u.id}>
                {u.kind === 'video' ? (
                  <video src={u.src} preload="metadata" muted playsInline aria-label={label(u, i)} />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- the site's own private link, already sized
                  <img src={`${u.src}?w=256`} alt={label(u, i)} loading="lazy" width={256} height={256} />
                )}
                <button
                  type="button"
                  className={styles.delete}
                  onClick={() => void queue.remove(u)}
                  aria-label={fillSlots(u.kind === 'video' ? words.deleteVideo : words.deletePhoto, { number: i + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
