import { OpenThrottle } from './open-throttle';

const A = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
const B = 'ad99d399-e031-4bd5-871a-9c5c00fce4a8';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the open throttle', () => {
  it('lets one write per guest through per window, and the next after it', () => {
    const c = clock();
    const throttle = new OpenThrottle(5 * 60_000, 100, 100, c.now);

    expect(throttle.take(A)).toBe(true);
    expect(throttle.take(A)).toBe(false);
    expect(throttle.take(B)).toBe(true);
    c.advance(5 * 60_000 - 1);
    expect(throttle.take(A)).toBe(false);
    c.advance(1);
    expect(throttle.take(A)).toBe(true);
  });

  it('writes at most so many opens a minute in all, then again the next minute', () => {
    const c = clock();
    const throttle = new OpenThrottle(5 * 60_000, 3, 100, c.now);
    const ids = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

    expect(ids.map((id) => throttle.take(id))).toEqual([true, true, true, false, false]);
    c.advance(60_000);
    expect(throttle.take(ids[3]!)).toBe(true);
  });

  it('forgets the oldest guests first when it holds too many', () => {
    const c = clock();
    const throttle = new OpenThrottle(5 * 60_000, 100, 2, c.now);
    throttle.take(A);
    throttle.take(B);
    throttle.take('5acd1f64-15f2-4583-aeaa-3a4041cf10d2');

    expect(throttle.take(B)).toBe(false);
    expect(throttle.take(A)).toBe(true);
  });
});
