import { LRUCache } from 'lru-cache';

interface ReadOptions<T> {
  now?: number;
  freshMs?: number;
  keep?: (value: T) => boolean;
}

// Values only, never the promise: one made during a request holds that request's context (docs/decisions.md, "What a burst leaves in memory").
export class KeptReads<T> {
  private readonly kept: LRUCache<string, { until: number; value: T }>;
  private readonly reading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(most: number, private readonly freshMs = Infinity) {
    this.kept = new LRUCache({ max: most });
  }

  read(key: string, read: () => Promise<T>, { now = Date.now(), freshMs = this.freshMs, keep }: ReadOptions<T> = {}): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && now < kept.until) return Promise.resolve(kept.value);
    const running = this.reading.get(key);
    if (running) return running;
    const generation = this.generation;
    const made: Promise<T> = read()
      .then((value) => {
        if (generation === this.generation && (keep?.(value) ?? true)) this.kept.set(key, { until: now + freshMs, value });
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === made) this.reading.delete(key);
      });
    this.reading.set(key, made);
    return made;
  }

  forget(): void {
    this.kept.clear();
    this.reading.clear();
    this.generation += 1;
  }
}
