import 'server-only';
import type { DataSource } from '@/lib/data/types';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/wedding/constants';
import { loadWeddingContent } from '@/lib/invitation';

type Content = Awaited<ReturnType<typeof loadWeddingContent>>;
interface Entry {
  value: Promise<Content>;
  loadedAt: number;
  refreshing: boolean;
}

// Shared by every bundle of the process (see lib/data/index.ts), so a refresh reaches the pages.
const SLOT = Symbol.for('wedding-invitation.shared-content');
const slots = globalThis as typeof globalThis & { [SLOT]?: WeakMap<DataSource, Entry> };
const entries = (slots[SLOT] ??= new WeakMap<DataSource, Entry>());

/**
 * What every guest shares (wedding info, love story, gallery, hero, venue photo), kept in
 * memory and revalidated in the background: a stale copy is served while a fresh one loads,
 * so no guest waits for it after the first. Kept in memory, never on disk.
 */
export function getSharedContent(source: DataSource, now = Date.now()): Promise<Content> {
  const entry = entries.get(source);
  if (!entry) {
    const value = loadWeddingContent(source);
    entries.set(source, { value, loadedAt: now, refreshing: false });
    value.catch(() => entries.delete(source));
    return value;
  }
  if (!entry.refreshing && now - entry.loadedAt > CONTENT_REVALIDATE_SECONDS * 1000) {
    entry.refreshing = true;
    loadWeddingContent(source)
      .then((fresh) => entries.set(source, { value: Promise.resolve(fresh), loadedAt: Date.now(), refreshing: false }))
      .catch(() => {
        entry.refreshing = false;
      });
  }
  return entry.value;
}

/** Drops the cached copy, so the next request reads the backend again. */
export function refreshSharedContent(source: DataSource): void {
  entries.delete(source);
}
