import { deskLanguages } from './desk-languages';

it("offers every site language once, and a guest's own tag first when it is not one of them", () => {
  const plain = deskLanguages();
  expect(plain.map((l) => l.tag)).toEqual(expect.arrayContaining(['en', 'pt', 'pl']));
  expect(deskLanguages('pt')).toEqual(plain);
  const rosa = deskLanguages('pt-PT');
  expect(rosa[0]).toEqual({ tag: 'pt-PT', name: expect.stringMatching(/Portuguese.* — as stored$/) });
  expect(rosa.slice(1)).toEqual(plain);
});
