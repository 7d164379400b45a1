import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from './source';

const callDeadline = new AsyncLocalStorage<AbortSignal>();

export async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
  const controller = new AbortController();
  const outer = callDeadline.getStore();
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  const late = `no answer within ${ms} ms`;
  let giveUp = () => {};
  const expired = new Promise<never>((_, reject) => {
    giveUp = () => setImmediate(() => reject(controller.signal.aborted ? new Error(late) : signal.reason));
    signal.addEventListener('abort', giveUp, { once: true });
  });
  // Named an abort, so supabase-js gives up at once rather than retrying a request we ended.
  const timer = setTimeout(() => controller.abort(new DOMException(late, 'AbortError')), ms);
  try {
    return await Promise.race([callDeadline.run(signal, () => run(signal)), expired]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', giveUp);
  }
}

export const deadlineFetch: typeof fetch = (input, init) => {
  const signals = [callDeadline.getStore(), init?.signal].filter((s): s is AbortSignal => Boolean(s));
  return fetch(input, { ...init, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0], cache: 'no-store' });
};

export function withCallDeadlines(source: DataSource, ms: number, recordOpenMs = ms): DataSource {
  const call = <T>(run: () => Promise<T>) => withDeadline(ms, run);
  const { recordOpen, getNotices } = source;
  return {
    ...(recordOpen && { recordOpen: (guestId: string) => withDeadline(recordOpenMs, () => recordOpen(guestId)) }),
    ...(getNotices && { getNotices: (guest: Parameters<typeof getNotices>[0]) => call(() => getNotices(guest)) }),
    kind: source.kind,
    getWeddingInfo: () => call(() => source.getWeddingInfo()),
    getGuest: (id) => call(() => source.getGuest(id)),
    getLoveStory: () => call(() => source.getLoveStory()),
    getGallery: () => call(() => source.getGallery()),
    getGalleryFolder: () => call(() => source.getGalleryFolder()),
    getGuestPhotos: (guest) => call(() => source.getGuestPhotos(guest)),
    resolvePhoto: (path, fit) => call(() => source.resolvePhoto(path, fit)),
    readPhoto: (path) => call(() => source.readPhoto(path)),
  };
}
