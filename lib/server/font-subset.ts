import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { KeptReads } from './kept-reads';
import { processSingleton } from './process-singleton';
import { WorkGate } from './work-gate';

export type FontCut = { file: string; points: number[]; weight: number; key: string };

/** At most this many cut files are kept, and decoded slices to cut from (in the worker). */
const KEPT_CUTS = 400;
const KEPT_SLICES = 24;
export const FONT_WORKER_IDLE_MS = 5_000;
/** The cutting thread's own nice value on Linux (the server's is 0): a cut waits while pages need the CPU. */
export const CUTTER_NICE = 10;

// In a worker that ends once idle: WebAssembly memory never shrinks (docs/decisions.md, "What a burst leaves in memory").
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
if (process.platform === 'linux') require('node:os').setPriority(workerData.nice);
const { readFile } = require('node:fs/promises');
const load = require('node:module').createRequire(workerData.from);
const subsetFont = load('subset-font');
const fontverter = load('fontverter');
const slices = new Map();
parentPort.on('message', async ({ id, file, text, weight }) => {
  try {
    let decoded = slices.get(file);
    if (!decoded) {
      decoded = readFile(file).then((bytes) => fontverter.convert(bytes, 'truetype'));
      slices.set(file, decoded);
      decoded.catch(() => slices.delete(file));
      while (slices.size > workerData.keptSlices) slices.delete(slices.keys().next().value);
    }
    const bytes = await subsetFont(await decoded, text, { targetFormat: 'woff2', variationAxes: { wght: weight } });
    parentPort.postMessage({ id, bytes });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
`;

type Waiting = { resolve: (bytes: Buffer) => void; reject: (e: Error) => void };
interface Running {
  thread: Worker;
  waiting: Map<number, Waiting>;
}
interface Cutter {
  running: Running | null;
  nextId: number;
  idle: NodeJS.Timeout | null;
}

const state = () =>
  processSingleton('font-cuts', () => ({
    // One cut at a time: an address names at most one slice's characters, so each costs tens of milliseconds.
    gate: new WorkGate(1, 16),
    cuts: new KeptReads<Buffer>(KEPT_CUTS),
    cutter: { running: null, nextId: 0, idle: null } as Cutter,
  }));

/** Where the worker finds subset-font: the server's own node_modules (the standalone output's, traced through this module's imports). */
const resolveFrom = () => path.join(process.cwd(), 'package.json');

function start(cutter: Cutter): Running {
  const thread = new Worker(WORKER_CODE, { eval: true, workerData: { from: resolveFrom(), keptSlices: KEPT_SLICES, nice: CUTTER_NICE } });
  thread.unref();
  const running: Running = { thread, waiting: new Map() };
  thread.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
    const waiting = running.waiting.get(id);
    running.waiting.delete(id);
    if (error !== undefined || !bytes) waiting?.reject(new Error(error ?? 'The font worker answered nothing'));
    else waiting?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (running.waiting.size === 0 && cutter.running === running) endWhenIdle(cutter, running);
  });
  const gone = (e: Error) => {
    if (cutter.running === running) cutter.running = null;
    for (const waiting of running.waiting.values()) waiting.reject(e);
    running.waiting.clear();
  };
  thread.on('error', gone);
  thread.on('exit', () => gone(new Error('The font worker ended')));
  return running;
}

function endWhenIdle(cutter: Cutter, running: Running) {
  if (cutter.idle) clearTimeout(cutter.idle);
  cutter.idle = setTimeout(() => {
    cutter.idle = null;
    if (cutter.running === running && running.waiting.size === 0) {
      cutter.running = null;
      void running.thread.terminate();
    }
  }, FONT_WORKER_IDLE_MS);
  cutter.idle.unref();
}

function cutInWorker(cut: FontCut): Promise<Buffer> {
  const { cutter } = state();
  const running = (cutter.running ??= start(cutter));
  if (cutter.idle) clearTimeout(cutter.idle);
  cutter.idle = null;
  const id = cutter.nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    running.waiting.set(id, { resolve, reject });
    running.thread.postMessage({ id, file: cut.file, text: String.fromCodePoint(...cut.points), weight: cut.weight });
  });
}

export function cutFont(cut: FontCut): Promise<Buffer> {
  const { gate, cuts } = state();
  return cuts.read(cut.key, () => gate.run(() => cutInWorker(cut)));
}

export const fontWorkerRunning = () => state().cutter.running !== null;

export async function stopFontWorker(): Promise<void> {
  const { cutter } = state();
  if (cutter.idle) clearTimeout(cutter.idle);
  cutter.idle = null;
  const running = cutter.running;
  cutter.running = null;
  await running?.thread.terminate();
}

// Imported (not called) here so the standalone output's file tracing keeps both packages, and what they read, for the worker.
export const FONT_MODULES = [subsetFont, fontverter] as const;
