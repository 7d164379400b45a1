import { formatDeadline } from './format';

describe('deadline formatting', () => {
  it('prints a calendar date for people, without time-zone drift', () => {
    expect(formatDeadline('2025-10-27')).toBe('Monday, 27 October 2025');
  });
  it('shows text it cannot read as it is, and nothing for empty values', () => {
    expect(formatDeadline('end of October')).toBe('end of October');
    expect(formatDeadline('  ')).toBeNull();
    expect(formatDeadline(undefined)).toBeNull();
  });
});
