'use client';

import { useEffect } from 'react';
import { fillSlots, savedAtText } from '@/lib/wedding/formats';
import { markSavedCopy, useSavedCopy, WORKER_PATH } from './offline-status';
import styles from './offline-support.module.css';

// Registration waits for the load event: nothing competes with the first paint.
export function OfflineSupport({ language, words }: { language: string; words: { savedOffline: string; savedUnavailable: string } }) {
  const saved = useSavedCopy();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const controlledAtLoad = worker.controller !== null;
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === 'saved-copy' && typeof event.data.savedAt === 'number') {
        markSavedCopy(event.data.savedAt, event.data.reason === 'unavailable' ? 'unavailable' : 'offline');
      }
    };
    const start = () => {
      worker.register(WORKER_PATH).catch(() => {
      });
      if (controlledAtLoad) {
        worker.addEventListener('message', onMessage);
        worker.startMessages();
        worker.controller?.postMessage({ type: 'saved-copy?' });
        return;
      }
      // The first visit loaded before the worker existed: hand it what this page was served.
      void worker.ready.then(async (registration) => {
        await afterTheSwitch();
        await document.fonts?.ready;
        registration.active?.postMessage({ type: 'save', page: location.href, assets: pageFiles() });
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      worker.removeEventListener('message', onMessage);
    };
  }, []);

  if (saved === null) return null;
  const text = saved.reason === 'offline' ? words.savedOffline : words.savedUnavailable;
  return (
    <p className={styles.notice} role="status">
      {fillSlots(text, { when: savedAtText(saved.savedAt, language) })}
    </p>
  );
}

function afterTheSwitch(): Promise<void> {
  const root = document.documentElement;
  const switched = () => root.hasAttribute('data-after-paint');
  if (switched()) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!switched()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-after-paint'] });
  });
}

function pageFiles(): string[] {
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  // The icons are fetched by the browser itself, with no resource entry.
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]'))) files.push(link.href);
  for (const img of Array.from(document.images)) {
    // Chosen but maybe still loading (a hero cut being made): a resource entry comes only once it has arrived.
    if (img.currentSrc) {
      files.push(img.currentSrc);
      continue;
    }
    const wanted = img.getBoundingClientRect().width * devicePixelRatio;
    const candidates = chosenSrcset(img)
      .split(', ')
      .map((c) => c.trim().split(/\s+/))
      .map(([url, width]) => ({ url: url ?? '', width: parseInt(width ?? '', 10) || 0 }))
      .sort((a, b) => a.width - b.width);
    files.push((candidates.find((c) => c.width >= wanted) ?? candidates.at(-1))?.url || img.src);
  }
  return files;
}

// A <picture>'s first <source> whose media matches wins over the <img>'s own srcset, as the browser picks.
function chosenSrcset(img: HTMLImageElement): string {
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
  const source = Array.from(picture?.querySelectorAll('source') ?? []).find((s) => !s.media || matchMedia(s.media).matches);
  return source?.srcset || img.srcset;
}
