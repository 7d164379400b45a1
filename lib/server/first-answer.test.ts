import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterFirstAnswer } from './first-answer';

/** A chore started with the server waits until the first answer is sent, or until the server has been idle a while. */

let server: Server;
const events: string[] = [];
beforeAll(async () => {
  server = createServer((_, res) => {
    events.push('answering');
    res.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => events.splice(0));

it('starts the chore only once the first answer has been sent, and only once', async () => {
  afterFirstAnswer(() => events.push('chore'), 60_000);
  await new Promise((r) => setTimeout(r, 50));
  expect(events).toEqual([]);

  const { port } = server.address() as AddressInfo;
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('hello');
  await fetch(`http://127.0.0.1:${port}/`);
  await new Promise((r) => setTimeout(r, 50));
  expect(events.filter((e) => e === 'chore')).toHaveLength(1);
  expect(events.indexOf('chore')).toBeGreaterThan(events.indexOf('answering'));
});

it('starts it anyway when no request comes', async () => {
  const start = Date.now();
  afterFirstAnswer(() => events.push('chore'), 50);
  for (let i = 0; i < 100 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(events).toEqual(['chore']);
  expect(Date.now() - start).toBeGreaterThanOrEqual(45);
});
