import 'server-only';
import { getBuiltInContent } from '@/lib/data';
import type { BuiltInContent } from '@/lib/data/built-in';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { processSingleton } from '@/lib/server/process-singleton';
import { SIGNED_URL_REUSE_MARGIN_SECONDS, SIGNED_URL_RENEW_AHEAD_SECONDS, CONTENT_REVALIDATE_SECONDS, CONTENT_RETRY_SECONDS } from '@/lib/wedding/limits';
import { loadContent, type ContentState, type Failure, type WeddingContent } from './content-load';

export type { WeddingContent } from './content-load';

interface Entry {
  state: ContentState | null;
  pending: Promise<ContentState> | null;
  nextAt: number;
  streak: number;
  logged: Set<Failure['what']>;
}

export interface ContentOptions {
  now?: number;
  builtIn?: BuiltInContent;
}

const clockOf = (options: ContentOptions): (() => number) => (options.now === undefined ? Date.now : () => options.now as number);

const MARGIN_MS = SIGNED_URL_REUSE_MARGIN_SECONDS * 1000;
const AHEAD_MS = SIGNED_URL_RENEW_AHEAD_SECONDS * 1000;

// Shared by every bundle of the process, so a refresh reaches the pages.
const entries = processSingleton('shared-content', () => new WeakMap<DataSource, Entry>());

function entryFor(source: DataSource): Entry {
  let entry = entries.get(source);
  if (!entry) {
    entry = { state: null, pending: null, nextAt: 0, streak: 0, logged: new Set() };
    entries.set(source, entry);
  }
  return entry;
}

/** Spec §8's log lines, once per failure streak rather than once per read. */
function record(entry: Entry, failures: Failure[], now: number): void {
  if (failures.length === 0) {
    if (entry.streak > 0) console.log(`Wedding content read again after ${entry.streak} failed ${entry.streak === 1 ? 'try' : 'tries'}.`);
    entry.streak = 0;
    entry.logged.clear();
    entry.nextAt = now + CONTENT_REVALIDATE_SECONDS * 1000;
    return;
  }
  entry.streak += 1;
  for (const f of failures) {
    if (entry.logged.has(f.what)) continue;
    entry.logged.add(f.what);
    (f.what === 'photo links' ? console.warn : console.error)(`Failed to load ${f.what}, using ${f.using}:`, describeError(f.error));
  }
  const retry = Math.min(CONTENT_RETRY_SECONDS.first * 2 ** (entry.streak - 1), CONTENT_RETRY_SECONDS.max);
  entry.nextAt = now + retry * 1000;
}

function reload(source: DataSource, entry: Entry, clock: () => number, builtIn?: BuiltInContent): Promise<ContentState> {
  entry.pending ??= (async () => {
    try {
      const { state, failures } = await loadContent(source, entry.state, builtIn ?? getBuiltInContent(), clock);
      record(entry, failures, clock());
      entry.state = state;
      return state;
    } finally {
      entry.pending = null;
    }
  })();
  return entry.pending;
}

// Re-read in the background; a failed read never replaces a good one, and no page gets a link within the margin.
export async function getWeddingContent(source: DataSource, options: ContentOptions = {}): Promise<WeddingContent> {
  const clock = clockOf(options);
  const entry = entryFor(source);
  const now = clock();
  // Nothing to show yet (a cold start, or an outage with no copy of the couple's): this guest waits for one read.
  if (!entry.state || entry.state.content.unavailable) return (await reload(source, entry, clock, options.builtIn)).content;
  const expiresAt = entry.state.content.linksExpireAt;
  // Idle for most of an hour: the links must be renewed before this guest gets them.
  if (expiresAt !== null && expiresAt - now < MARGIN_MS) return (await reload(source, entry, clock, options.builtIn)).content;
  const renewSoon = entry.streak === 0 && expiresAt !== null && expiresAt - now < MARGIN_MS + AHEAD_MS;
  if (now >= entry.nextAt || renewSoon) void reload(source, entry, clock, options.builtIn);
  return entry.state.content;
}

export async function refreshWeddingContent(source: DataSource, options: ContentOptions = {}): Promise<boolean> {
  const entry = entryFor(source);
  const clock = clockOf(options);
  // A read already under way may have started before the edit.
  if (entry.pending) await entry.pending;
  await reload(source, entry, clock, options.builtIn);
  return entry.streak === 0;
}
