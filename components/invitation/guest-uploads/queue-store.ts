import { createStore, del, entries, set } from 'idb-keyval';
import type { QueuedFile, QueueStore } from './upload-queue';

/** The files waiting on this phone for one guest, in IndexedDB: a reload, or a closed tab, keeps them. */
export function phoneQueue(guestId: string): QueueStore {
  const store = createStore('wedding-guest-uploads', 'files');
  const key = (clientRef: string) => `${guestId} ${clientRef}`;
  return {
    all: async () => (await entries<string, QueuedFile>(store)).filter(([k]) => k.startsWith(`${guestId} `)).map(([, file]) => file),
    put: (file) => set(key(file.clientRef), file, store),
    remove: (clientRef) => del(key(clientRef), store),
  };
}
