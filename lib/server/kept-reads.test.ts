import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { KeptReads } from './kept-reads';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

it('shares a read in flight, keeps its value while fresh, and reads again after', async () => {
  const reads = new KeptReads<string[]>(10, 15_000);
  let asked = 0;
  const read = async () => [`answer ${++asked}`];
  expect(await Promise.all([reads.read('a', read, { now: 0 }), reads.read('a', read, { now: 10 })])).toEqual([['answer 1'], ['answer 1']]);
  expect(await reads.read('a', read, { now: 14_999 })).toEqual(['answer 1']);
  expect(await reads.read('a', read, { now: 15_000 })).toEqual(['answer 2']);
});

it('keeps no failed read, and nothing a read in flight brings after forget', async () => {
  const reads = new KeptReads<string[]>(10);
  await expect(reads.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await reads.read('a', async () => ['up'])).toEqual(['up']);
  let arrive: (v: string[]) => void = () => {};
  const late = reads.read('b', () => new Promise((resolve) => (arrive = resolve)));
  reads.forget();
  arrive(['old']);
  expect(await late).toEqual(['old']);
  expect(await reads.read('b', async () => ['new'])).toEqual(['new']);
});

it("keeps nothing of the request that read it: a burst's 300 responses can be collected", async () => {
  // What a request's work holds (Next keeps the response in its async context); a kept promise would hold it too.
  const requests = new AsyncLocalStorage<{ response: Uint8Array }>();
  const reads = new KeptReads<string[]>(10);
  let response: WeakRef<Uint8Array> | null = null;
  await requests.run({ response: new Uint8Array(1_000_000) }, async () => {
    response = new WeakRef(requests.getStore()!.response);
    await reads.read('guest', async () => ['notice']);
  });
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  expect(response!.deref()).toBeUndefined();
  expect(await reads.read('guest', async () => ['read again'])).toEqual(['notice']);
});
