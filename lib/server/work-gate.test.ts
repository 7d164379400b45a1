import { GateBusy, WorkGate } from './work-gate';

const later = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('WorkGate', () => {
  it('runs at most `running` tasks at once, and the next in line as soon as one ends', async () => {
    const gate = new WorkGate(2, 10);
    let active = 0;
    let most = 0;
    const holds = Array.from({ length: 5 }, later);
    const runs = holds.map((hold) =>
      gate.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await hold.done;
        active -= 1;
      }),
    );
    for (const hold of holds) {
      await new Promise((r) => setTimeout(r, 5));
      hold.release();
    }
    await Promise.all(runs);
    expect(most).toBe(2);
  });

  it('refuses at once, rather than piling up, when the line is full', async () => {
    const gate = new WorkGate(1, 1);
    const hold = later();
    const first = gate.run(() => hold.done);
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(GateBusy);
    hold.release();
    await first;
    await expect(second).resolves.toBe('second');
  });

  it('frees the slot when a task fails', async () => {
    const gate = new WorkGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
