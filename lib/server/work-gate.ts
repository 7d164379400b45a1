export class GateBusy extends Error {
  constructor() {
    super('Too much of this work is waiting');
    this.name = 'GateBusy';
  }
}

// Bounds what anonymous requests can make the server do at once; full means refused, not queued.
export class WorkGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new GateBusy();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so nobody can take it in between.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
