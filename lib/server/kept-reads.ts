import { LRUCache } from 'lru-cache';

/**
 * Reads by key: one in flight at a time, its value kept once it has arrived (for `freshMs`, among the `most` last
 * used). Only values are kept, never the promise: a promise made while answering a request holds that request's
 * whole context, its response too, for as long as it is kept (docs/decisions.md, "What a burst leaves in memory").
 */
export class KeptReads<T> {
  private readonly kept: LRUCache<string, { at: number; value: T }>;
  private readonly reading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(most: number, private readonly freshMs = Infinity) {
    this.kept = new LRUCache({ max: most });
  }

  /** The kept value while fresh, else the read in flight, else a new read (a failed one is not kept). */
  read(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && now - kept.at < this.freshMs) return Promise.resolve(kept.value);
    const running = this.reading.get(key);
    if (running) return running;
    const generation = this.generation;
    const made: Promise<T> = read()
      .then((value) => {
        if (generation === this.generation) this.kept.set(key, { at: now, value });
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === made) this.reading.delete(key);
      });
    this.reading.set(key, made);
    return made;
  }

  /** Forgets every value, and the reads in flight: what they bring is not kept. */
  forget(): void {
    this.kept.clear();
    this.reading.clear();
    this.generation += 1;
  }
}
