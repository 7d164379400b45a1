import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';

/** A fresh stand-in (tests/stand-in) for each test of the couple's tools. */
export function standInPerTest(options: StandInOptions | (() => StandInOptions) = {}) {
  let standIn: StandIn | undefined;
  // A real Postgres with every migration: on a busy machine it takes more than Jest's default 5 s to start.
  beforeEach(async () => {
    standIn = await startStandIn(typeof options === 'function' ? options() : options);
  }, 30_000);
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });
  return () => {
    if (!standIn) throw new Error('the stand-in runs only inside a test');
    return standIn;
  };
}

/** Inês & Kenji's wedding in a stand-in with its policies on, and a fresh working folder (root()), for each test; porto() is the copy it was seeded from. */
export function portoStandInPerTest(prefix: string) {
  let porto = '';
  let root = '';
  beforeAll(async () => {
    porto = await copyPortoWedding(path.join(await mkdtemp(path.join(tmpdir(), `${prefix}porto-`)), 'porto'));
  });
  afterAll(() => rm(path.dirname(porto), { recursive: true, force: true }));
  const standIn = standInPerTest(() => ({ rls: true, contentDir: porto }));
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  return { standIn, root: () => root, porto: () => porto };
}
