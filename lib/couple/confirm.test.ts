import { confirmRemoval } from './confirm';

const LINES = ['To remove:', '  love_story     2019 "O elétrico 28"'];

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

it('lists what goes and refuses without --yes when there is no terminal to ask at', async () => {
  const t = io();
  expect(await confirmRemoval(LINES, { yes: false }, t.io)).toBe(false);
  expect(t.out).toEqual(LINES);
  expect(t.err.join('\n')).toMatch(/Nothing was changed.*--yes/);
});

it('goes ahead with --yes, after listing', async () => {
  const t = io();
  expect(await confirmRemoval(LINES, { yes: true }, t.io)).toBe(true);
  expect(t.out).toEqual(LINES);
});

it('asks at a terminal and goes ahead only on "yes"', async () => {
  const asked: string[] = [];
  const answering = (answer: string) => async (q: string) => {
    asked.push(q);
    return answer;
  };
  expect(await confirmRemoval(LINES, { yes: false, ask: answering(' YES\n') }, io().io)).toBe(true);
  const t = io();
  expect(await confirmRemoval(LINES, { yes: false, ask: answering('y') }, t.io)).toBe(false);
  expect(await confirmRemoval(LINES, { yes: false, ask: answering('') }, io().io)).toBe(false);
  expect(asked[0]).toMatch(/Type yes/);
  expect(t.err.join('\n')).toMatch(/Nothing was changed/);
});

it('needs no answer when nothing is listed', async () => {
  const t = io();
  expect(await confirmRemoval([], { yes: false }, t.io)).toBe(true);
  expect(t.out).toEqual([]);
});
