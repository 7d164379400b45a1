import 'server-only';
import { readFile } from 'node:fs/promises';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { processSingleton } from './process-singleton';
import { WorkGate } from './work-gate';

export type FontCut = { file: string; points: number[]; weight: number; key: string };

/** At most this many cut files are kept, and decoded slices to cut from. */
const KEPT_CUTS = 400;
const KEPT_SLICES = 24;

const state = () =>
  processSingleton('font-cuts', () => ({
    // One cut at a time: an address names at most one slice's characters, so each costs tens of milliseconds.
    gate: new WorkGate(1, 16),
    cuts: new Map<string, Promise<Buffer>>(),
    slices: new Map<string, Promise<Buffer>>(),
  }));

/** A slice cut to `points` at one weight, as WOFF2: the same address always gives the same bytes. */
export function cutFont(cut: FontCut): Promise<Buffer> {
  const { gate, cuts } = state();
  const kept = cuts.get(cut.key);
  if (kept) return kept;
  const made = gate.run(async () =>
    subsetFont(await decodedSlice(cut.file), String.fromCodePoint(...cut.points), { targetFormat: 'woff2', variationAxes: { wght: cut.weight } }),
  );
  remember(cuts, cut.key, made, KEPT_CUTS);
  return made;
}

// subset-font decodes its input each time; WOFF2 decoding is most of a small cut's work.
function decodedSlice(file: string): Promise<Buffer> {
  const { slices } = state();
  const kept = slices.get(file);
  if (kept) return kept;
  const decoded = readFile(file).then((bytes) => fontverter.convert(bytes, 'truetype'));
  remember(slices, file, decoded, KEPT_SLICES);
  return decoded;
}

function remember<T>(map: Map<string, Promise<T>>, key: string, value: Promise<T>, most: number) {
  map.set(key, value);
  value.catch(() => map.delete(key));
  while (map.size > most) map.delete(map.keys().next().value!);
}
