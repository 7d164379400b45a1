import { countsPerPart, type Reply } from './reply-counts';

const parts = [
  { id: 'ceremony', name: 'Ceremony' },
  { id: 'dinner', name: 'Dinner' },
];
const guests = [
  { id: 'A', invited_to: [] },
  { id: 'b', invited_to: ['ceremony'] },
  { id: 'c', invited_to: ['dinner'] },
  { id: 'd', invited_to: ['ceremony', 'dinner'] },
];
const replies = new Map<string, Reply>([
  ['a', { coming: true, people: 2, note: 'vegetarian' }],
  ['b', { coming: false, people: 0, note: '' }],
  ['d', { coming: true, people: 3, note: '' }],
]);

it("counts the people coming to each part, those not coming and those who have not answered, by each guest's own parts", () => {
  expect(countsPerPart(guests, replies, parts)).toEqual([
    { id: 'ceremony', name: 'Ceremony', people: 5, notComing: 1, waiting: 0 },
    { id: 'dinner', name: 'Dinner', people: 5, notComing: 0, waiting: 1 },
  ]);
});

it('counts the whole day as one line when the wedding lists no parts', () => {
  expect(countsPerPart(guests, replies, [])).toEqual([{ id: '', name: 'The day', people: 5, notComing: 1, waiting: 1 }]);
});
