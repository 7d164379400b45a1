import { placeVines, sectionVines, seededRandom } from './vines';

describe('vine placement', () => {
  it('keeps every rotation within the limit', () => {
    for (const max of [30, 25]) {
      const vines = placeVines(200, max);
      expect(vines.every((v) => Math.abs(v.rotate) <= max)).toBe(true);
      expect(Math.max(...vines.map((v) => Math.abs(v.rotate)))).toBeGreaterThan(max / 2);
    }
  });
  it('reaches both ends of the range with extreme random values', () => {
    expect(placeVines(1, 30, () => 0)[0]?.rotate).toBe(-30);
    expect(placeVines(1, 30, () => 0.999999)[0]?.rotate).toBe(30);
  });
  it('keeps vines at the edges so they never cover text', () => {
    const vines = placeVines(50, 25);
    expect(vines.every((v) => v.left <= 4 || v.left >= 86)).toBe(true);
  });
  it('places the same vines from the same seed, as the server and the browser must, and others from another', () => {
    expect(sectionVines('header', 'ltr', 12345)).toEqual(sectionVines('header', 'ltr', 12345));
    expect(sectionVines('header', 'ltr', 12345)).not.toEqual(sectionVines('header', 'ltr', 12346));
    // Right to left: the same vines, mirrored.
    expect(sectionVines('rsvp', 'rtl', 7).map((v) => v.flip)).toEqual(sectionVines('rsvp', 'ltr', 7).map((v) => !v.flip));
  });
  it('draws from the whole range with seeded values', () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 10_000 }, random);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.min(...values)).toBeLessThan(0.01);
    expect(Math.max(...values)).toBeGreaterThan(0.99);
  });
});
