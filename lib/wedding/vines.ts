import { VINE_ROTATION_DEGREES } from './spec-values';

export interface VinePlacement {
  top: number;
  left: number;
  rotate: number;
  scale: number;
  flip: boolean;
}

// Made once on the server and passed down, so server and client never disagree.
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

export function sectionVines(section: keyof typeof SECTION_VINES, dir: 'ltr' | 'rtl'): VinePlacement[] {
  const placed = placeVines(SECTION_VINES[section], VINE_ROTATION_DEGREES[section]);
  return dir === 'rtl' ? mirroredVines(placed) : placed;
}
