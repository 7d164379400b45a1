import { placeVines } from './vines';

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
});
