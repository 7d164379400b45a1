import { coupleFullNames, joinedNames, namesParts, partnerNames } from './names';

describe('partner names', () => {
  it('uses name1 and name2 when both are set', () => {
    expect(partnerNames({ name1: 'Amelia', name2: 'Daniel', bride: 'Zoe Smith', groom: 'Max Jones' })).toEqual(['Amelia', 'Daniel']);
  });
  it('falls back to the first words of bride and groom', () => {
    expect(partnerNames({ name1: 'Amelia', bride: 'Zoe Anne Smith', groom: '  Max Jones' })).toEqual(['Zoe', 'Max']);
  });
  it('falls back to the halves of fullNames', () => {
    expect(partnerNames({ fullNames: 'Zoe Smith & Max Jones' })).toEqual(['Zoe Smith', 'Max Jones']);
    expect(partnerNames({ fullNames: 'Zoe Smith and Max Jones' })).toEqual(['Zoe Smith', 'Max Jones']);
    expect(partnerNames({ fullNames: 'The Smith-Jones wedding' })).toEqual(['The Smith-Jones wedding']);
  });
  it('joins them for titles and alt text', () => {
    expect(joinedNames({ name1: 'Amelia', name2: 'Daniel' })).toBe('Amelia & Daniel');
    expect(joinedNames({ name1: 'Amelia', name2: 'Daniel' }, ' and ')).toBe('Amelia and Daniel');
  });
  it('prints full names from fullNames, else bride & groom', () => {
    expect(coupleFullNames({ fullNames: 'A B & C D', bride: 'x', groom: 'y' })).toBe('A B & C D');
    expect(coupleFullNames({ bride: 'Zoe Smith', groom: 'Max Jones' })).toBe('Zoe Smith & Max Jones');
  });
  it('splits the printed names after their first joiner, as a two-line header breaks them, the joiner bound to the word before it', () => {
    expect(namesParts('Amelia Rose Hart & Daniel James Okafor')).toEqual(['Amelia Rose Hart\u00a0&', 'Daniel James Okafor']);
    expect(namesParts('Zoe and Max  Jones ')).toEqual(['Zoe\u00a0and', 'Max  Jones']);
    expect(namesParts('Zoe  & Max & Co')).toEqual(['Zoe\u00a0&', 'Max & Co']);
    expect(namesParts('Zoe&Max')).toEqual(['Zoe&Max']);
    expect(namesParts('Alexandra Anderson')).toEqual(['Alexandra Anderson']);
    expect(namesParts('Sandra Anderson & Tom')).toEqual(['Sandra Anderson\u00a0&', 'Tom']);
  });
});
