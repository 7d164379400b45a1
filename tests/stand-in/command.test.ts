import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '@supabase/supabase-js';
import { cliClientOptions } from '@/lib/couple/project';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { parseArgs } from './cli-args';

/** `npm run stand-in` as a developer runs it by hand: empty or the demo, and kept in a data file across restarts. */

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');
const SERVICE_KEY = 'stand-in-service-key';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'stand-in-command-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the npm script, waits for the URL it prints first, and hands back a stop function. */
async function standIn(...args: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn('npm', ['run', '--silent', 'stand-in', '--', '--port', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`npm run stand-in exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-(child.pid as number), 'SIGTERM'); // npm and the server it started
      await exited;
    },
  };
}

const client = (url: string) => createClient(url, SERVICE_KEY, cliClientOptions());

it('serves the demo wedding by default, and nothing with --empty', async () => {
  const demo = await standIn();
  try {
    const { data } = await client(demo.url).from('guests').select('name').order('name');
    expect(data?.map((g) => g.name)).toEqual(DEMO_GUESTS.map((g) => g.name).sort());
  } finally {
    await demo.stop();
  }
  const empty = await standIn('--empty');
  try {
    expect((await client(empty.url).from('guests').select('name')).data).toEqual([]);
    expect((await client(empty.url).from('love_story').select('title')).data).toEqual([]);
    expect((await client(empty.url).storage.from('wedding-photos').list('gallery')).data).toEqual([]);
  } finally {
    await empty.stop();
  }
});

it('keeps the tables and files written to it across a restart with --data', async () => {
  const data = path.join(dir, 'stand-in.json');
  const first = await standIn('--empty', '--data', data);
  try {
    const written = await client(first.url).from('guests').insert({ name: 'Ana Kowalska' });
    expect(written.error).toBeNull();
    const uploaded = await client(first.url).storage.from('wedding-photos').upload('gallery/us.jpg', Buffer.from('our photo'), { contentType: 'image/jpeg' });
    expect(uploaded.error).toBeNull();
  } finally {
    await first.stop();
  }

  const second = await standIn('--empty', '--data', data);
  try {
    const guests = await client(second.url).from('guests').select('id, name');
    expect(guests.data).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Ana Kowalska' }]);
    const file = await client(second.url).storage.from('wedding-photos').download('gallery/us.jpg');
    expect(Buffer.from(await (file.data as Blob).arrayBuffer()).toString()).toBe('our photo');
  } finally {
    await second.stop();
  }
  expect(JSON.parse(await readFile(data, 'utf8'))).toMatchObject({ version: 1, tables: { guests: [{ name: 'Ana Kowalska' }] } });
});

it('reads --empty and --data from the command line', () => {
  expect(parseArgs(['--empty', '--data', 'kept.json'])).toMatchObject({ demo: false, dataFile: 'kept.json' });
  expect(() => parseArgs(['--data'])).toThrow('--data needs a value');
});
