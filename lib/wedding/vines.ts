import { VINE_ROTATION_DEGREES } from './spec-values';

export interface VinePlacement {
  top: number;
  left: number;
  rotate: number;
  scale: number;
  flip: boolean;
}

export function placeVines(count: number, maxRotation: number, random: () => number = Math.random): VinePlacement[] {
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  return Array.from({ length: count }, (_, i) => {
    const onLeft = i % 2 === 0;
    return {
      top: Math.round(between(2, 70)),
      left: Math.round(onLeft ? between(-6, 4) : between(86, 96)),
      rotate: Math.round(between(-maxRotation, maxRotation)),
      scale: Math.round(between(0.7, 1.1) * 100) / 100,
      flip: !onLeft,
    };
  });
}

export const mirroredVines = (placements: VinePlacement[]): VinePlacement[] => placements.map((v) => ({ ...v, rotate: v.rotate === 0 ? 0 : -v.rotate, flip: !v.flip }));

const SECTION_VINES = { header: 4, memories: 2, rsvp: 2 } as const;

export type VineSection = keyof typeof SECTION_VINES;

/** A repeatable sequence in [0, 1) (mulberry32): from the server's seed, server and browser place the same vines. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const vineSeed = () => Math.floor(Math.random() * 4_294_967_296);

export function sectionVines(section: VineSection, dir: 'ltr' | 'rtl', seed: number): VinePlacement[] {
  const placed = placeVines(SECTION_VINES[section], VINE_ROTATION_DEGREES[section], seededRandom(seed));
  return dir === 'rtl' ? mirroredVines(placed) : placed;
}
