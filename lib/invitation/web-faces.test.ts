import { cutFacesCss, keepCutFaces } from './web-faces';

const rules = (n: number) => `@font-face{font-family:'Script Serif';src:url(/fonts/f/${n}.woff2);unicode-range:U+${(0x4e00 + n).toString(16)}}`;

describe('the cut faces kept for the HTML', () => {
  it('names the same rules the same way, and gives them back by that name', () => {
    const id = keepCutFaces(rules(1));
    expect(keepCutFaces(rules(1))).toBe(id);
    expect(keepCutFaces(rules(2))).not.toBe(id);
    expect(cutFacesCss(id)).toBe(rules(1));
  });

  it('keeps a bounded number, letting the oldest go, and answers none for a name it let go', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = keepCutFaces(rules(1000));
    const recent = keepCutFaces(rules(1001));
    for (let n = 0; n < 300; n++) {
      keepCutFaces(rules(2000 + n));
      // A page still being written keeps its rules: each new one makes them the most recent again.
      keepCutFaces(rules(1001));
    }
    expect(cutFacesCss(recent)).toBe(rules(1001));
    expect(cutFacesCss(first)).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
