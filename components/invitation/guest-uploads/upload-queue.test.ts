import { Offline, UploadQueue, type QueuedFile, type QueueState, type QueueStore, type Send } from './upload-queue';

/** The phone's queue: one file at a time, each once, kept until it is stored, waiting out lost signal. */

const GUEST = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01';

function memoryStore(start: QueuedFile[] = []): QueueStore & { kept: Map<string, QueuedFile> } {
  const kept = new Map(start.map((f) => [f.clientRef, f]));
  return { kept, all: async () => [...kept.values()], put: async (f) => void kept.set(f.clientRef, f), remove: async (ref) => void kept.delete(ref) };
}

const file = (name: string, at = 0): QueuedFile => ({ clientRef: `ref-${name.replace(/\W/g, '')}`, name, type: 'image/jpeg', kind: 'photo', blob: new Blob(['x'.repeat(10)]), addedAt: at });

/** The site as the phone sees it: a place for each file, then the claim; what it was asked, in order. */
function site(refuse: Record<string, string> = {}) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    asked.push(`${method} ${url.slice(`/invite/${GUEST}`.length)}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return json(200, { own: [] });
    if (url.endsWith('/uploads')) {
      const { clientRef } = JSON.parse(String(init.body)) as { clientRef: string };
      if (refuse[clientRef]) return json(409, { refused: refuse[clientRef] });
      return json(200, { id: `id-${clientRef}`, state: 'sending', path: `guest-uploads/f/${clientRef}.jpg`, token: 't', endpoint: 'https://x.example/storage/v1/upload/resumable/sign', bucket: 'wedding-photos' });
    }
    const id = url.slice(url.lastIndexOf('/') + 1);
    return json(200, { upload: { id, kind: 'photo', src: `/invite/${GUEST}/photos/f/${id}.jpg`, sending: false } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return asked;
}

function queueOf(store: QueueStore, send: Send, online = () => true) {
  const states: QueueState[] = [];
  const queue = new UploadQueue(GUEST, store, send, (s) => states.push(s), online);
  return { queue, states, last: () => states.at(-1)! };
}

const settled = async (queue: UploadQueue) => {
  for (let i = 0; i < 20 && (queue as unknown as { running: boolean }).running; i++) await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
};

afterEach(() => jest.restoreAllMocks());

it('sends the files one after another, each claimed once it arrived, and counts what is sent and what waits', async () => {
  const asked = site();
  const sent: string[] = [];
  let inFlight = 0;
  const send: Send = async (f) => {
    inFlight += 1;
    expect(inFlight).toBe(1);
    await new Promise((r) => setTimeout(r, 1));
    sent.push(f.name);
    inFlight -= 1;
  };
  const store = memoryStore();
  const { queue, last } = queueOf(store, send);
  await queue.start();
  await queue.add([file('IMG_0001.jpg', 1), file('IMG_0002.png', 2)]);
  await settled(queue);

  expect(sent).toEqual(['IMG_0001.jpg', 'IMG_0002.png']);
  expect(asked).toEqual(['GET /uploads', 'POST /uploads', 'POST /uploads/id-ref-IMG_0001jpg', 'POST /uploads', 'POST /uploads/id-ref-IMG_0002png']);
  expect([last().waiting, last().sent.length, last().offline]).toEqual([0, 2, false]);
  expect(store.kept.size).toBe(0);
});

it('drops a file the site refuses, saying why, and goes on with the next', async () => {
  site({ 'ref-late': 'closed' });
  const { queue, last } = queueOf(memoryStore(), async () => undefined);
  await queue.add([file('late', 1), file('fine', 2)]);
  await settled(queue);

  expect(last().refused).toEqual([{ name: 'late', reason: 'closed' }]);
  expect(last().sent.map((u) => u.id)).toEqual(['id-ref-fine']);
});

it('keeps a file that lost its signal half way, with where its upload is, and sends it on from there once back online', async () => {
  site();
  let online = true;
  const store = memoryStore();
  const urls: (string | undefined)[] = [];
  const send: Send = async (f, _place, events) => {
    urls.push(f.uploadUrl);
    if (urls.length === 1) {
      events.url('https://x.example/storage/v1/upload/resumable/sign/abc');
      online = false;
      throw new Offline();
    }
  };
  const { queue, last } = queueOf(store, send, () => online);
  await queue.add([file('IMG_0002.png')]);
  await settled(queue);

  expect([last().offline, last().waiting]).toEqual([true, 1]);
  expect(store.kept.get('ref-IMG_0002png')?.uploadUrl).toBe('https://x.example/storage/v1/upload/resumable/sign/abc');

  online = true;
  await queue.run();
  expect(urls).toEqual([undefined, 'https://x.example/storage/v1/upload/resumable/sign/abc']);
  expect([last().offline, last().waiting, last().sent.length]).toEqual([false, 0, 1]);
});

it('finds the files still waiting on this phone after a reload, and sends them with no tap', async () => {
  site();
  const sent: string[] = [];
  const { queue } = queueOf(memoryStore([file('second', 2), file('first', 1)]), async (f) => void sent.push(f.name));
  await queue.start();
  await settled(queue);

  expect(sent).toEqual(['first', 'second']);
});

it('takes a file once, however often it is picked', async () => {
  site();
  const sent: string[] = [];
  const { queue } = queueOf(memoryStore(), async (f) => void sent.push(f.name));
  await queue.add([file('same'), file('same')]);
  await settled(queue);

  expect(sent).toEqual(['same']);
});

it('stops the file under way the moment the phone says it lost its signal, and takes it up again once back', async () => {
  site();
  let online = true;
  let attempts = 0;
  const send: Send = (_f, _place, _events, signal) =>
    new Promise((resolve, reject) => {
      attempts += 1;
      if (attempts > 1) return resolve();
      signal.addEventListener('abort', () => reject(new Offline()));
    });
  const { queue, last } = queueOf(memoryStore(), send, () => online);
  await queue.add([file('IMG_0002.png')]);
  await new Promise((r) => setTimeout(r, 10));
  expect(last().progress).toBe(0);

  online = false;
  queue.lostSignal();
  await settled(queue);
  expect([last().offline, last().waiting]).toEqual([true, 1]);

  online = true;
  await queue.run();
  expect([attempts, last().waiting, last().sent.length]).toEqual([2, 0, 1]);
});
