import { count } from './comment-share';

it('counts lines holding only a comment, never a comment-like text inside code', () => {
  const text = ['// why, in a line', 'const a = 1; // trailing: a code line', '/**', ' * a block', ' */', 'const url = `http://x//y`;', ''].join('\n');
  expect(count('x.ts', text)).toEqual({ code: 2, comment: 4 });
});
