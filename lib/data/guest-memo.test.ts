import { withGuestMemo } from './guest-memo';
import { withUnknownGuestMemory } from './unknown-guests';
import type { Guest } from '@/lib/wedding/types';
import type { DataSource } from './source';

const MAGGIE: Guest = { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis', personal_message: null, photo_dir: null };

function countingSource(answer: Guest | null) {
  const calls: string[] = [];
  const source = {
    kind: 'local',
    getGuest: async (id: string) => {
      calls.push(id);
      return answer;
    },
  } as unknown as DataSource;
  return { source, calls };
}

describe('one guest lookup per request', () => {
  it('gives the page the answer the proxy asked for, without asking the backend again', async () => {
    const { source, calls } = countingSource(MAGGIE);
    const memo = withGuestMemo(source);
    expect(await memo.getGuest(MAGGIE.id)).toEqual(MAGGIE);
    expect(await memo.getGuest(MAGGIE.id)).toEqual(MAGGIE);
    expect(calls).toHaveLength(1);
  });

  it('asks again for the next request once the page has taken the answer', async () => {
    const { source, calls } = countingSource(MAGGIE);
    const memo = withGuestMemo(source);
    await memo.getGuest(MAGGIE.id);
    await memo.getGuest(MAGGIE.id);
    await memo.getGuest(MAGGIE.id);
    expect(calls).toHaveLength(2);
  });

  it('never holds a refusal: the next request for that id asks the backend', async () => {
    const { source, calls } = countingSource(null);
    const memo = withGuestMemo(source);
    expect(await memo.getGuest(MAGGIE.id)).toBeNull();
    expect(await memo.getGuest(MAGGIE.id)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('drops an answer nobody took after a while', async () => {
    jest.useFakeTimers();
    try {
      const { source, calls } = countingSource(MAGGIE);
      const memo = withGuestMemo(source, 1000);
      await memo.getGuest(MAGGIE.id);
      jest.advanceTimersByTime(1001);
      await memo.getGuest(MAGGIE.id);
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

it('leaves recording an open to the source, through both memories', async () => {
  const recorded: string[] = [];
  const source = { kind: 'supabase', recordOpen: async (id: string) => void recorded.push(id) } as unknown as DataSource;
  await withGuestMemo(withUnknownGuestMemory(source)).recordOpen?.(MAGGIE.id);
  expect(recorded).toEqual([MAGGIE.id]);
});
