/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { fontRequest, scriptFacesCss } from '@/lib/i18n/script-faces';
import { CUTTER_NICE, cutFont, fontWorkerRunning, stopFontWorker } from './font-subset';

// The cutting runs in a worker that ends once idle (its WebAssembly memory goes with it); a later cut starts another.

afterAll(stopFontWorker);

const cutsOf = (language: string, text: string) =>
  [...scriptFacesCss(language, text).matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((m) => {
    const [, , face, slice, file] = m[1]!.split('/');
    return fontRequest(face!, slice!, file!)!;
  });

it('cuts again after its worker has ended', async () => {
  const [first] = cutsOf('ja', '結婚');
  const [second] = cutsOf('ko', '결혼');
  expect((await cutFont(first!)).subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(fontWorkerRunning()).toBe(true);
  await stopFontWorker();
  expect(fontWorkerRunning()).toBe(false);
  expect((await cutFont(second!)).subarray(0, 4).toString('latin1')).toBe('wOF2');
  // The same address again: the kept bytes, no worker needed.
  await stopFontWorker();
  expect((await cutFont(first!)).subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(fontWorkerRunning()).toBe(false);
});

// /proc/self/task/<tid>/stat: a thread's nice value is the 19th field (the 17th after the name's closing parenthesis).
const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

(process.platform === 'linux' ? it : it.skip)('cuts on a lower priority than the pages, and leaves the server its own', async () => {
  const own = niceOf(String(process.pid));
  await cutFont(cutsOf('ja', '披露宴')[0]!);
  expect(readdirSync('/proc/self/task').map(niceOf)).toContain(CUTTER_NICE);
  expect(niceOf(String(process.pid))).toBe(own);
});
