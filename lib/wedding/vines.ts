import { VINE_ROTATION_DEGREES } from './constants';

/** One decorative vine: where it sits and how it turns (percentages of its section). */
export interface VinePlacement {
  top: number;
  left: number;
  rotate: number;
  scale: number;
  flip: boolean;
}

/**
 * Random vines for a section, kept to the edges so they never cover text.
 * Rotations stay within ±maxRotation degrees (spec §9: 30 in the header, 25 elsewhere).
 * Made once on the server and passed down, so server and client never disagree.
 */
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

/** The same vines for a page read right to left: the component places them from the inline start, and each turns and faces the other way. */
export const mirroredVines = (placements: VinePlacement[]): VinePlacement[] => placements.map((v) => ({ ...v, rotate: v.rotate === 0 ? 0 : -v.rotate, flip: !v.flip }));

const SECTION_VINES = { header: 4, memories: 2, rsvp: 2 } as const;

/** A section's vines, turned within its limit, mirrored for a page read right to left. */
export function sectionVines(section: keyof typeof SECTION_VINES, dir: 'ltr' | 'rtl'): VinePlacement[] {
  const placed = placeVines(SECTION_VINES[section], VINE_ROTATION_DEGREES[section]);
  return dir === 'rtl' ? mirroredVines(placed) : placed;
}
