import { forgiveSignInTries, SIGN_IN_LIMIT, takeSignInTry } from './sign-in-limit';

describe('the desk sign-in limit', () => {
  afterEach(() => jest.useRealTimers());

  it('stops one address guessing at one account for the window, then lets it try again', () => {
    jest.useFakeTimers({ now: new Date('2027-06-01T10:00:00Z') });
    for (let i = 0; i < SIGN_IN_LIMIT.perPair; i++) expect(takeSignInTry('203.0.113.9', 'ines@example.com')).toBe('go');
    expect(takeSignInTry('203.0.113.9', 'INES@example.com ')).toBe('refused');
    expect(takeSignInTry('203.0.113.9', 'kenji@example.com')).toBe('go');
    jest.advanceTimersByTime(SIGN_IN_LIMIT.windowMs + 1);
    expect(takeSignInTry('203.0.113.9', 'ines@example.com')).toBe('go');
  });

  it("lets the owner in from another address at once after someone else's wrong tries", () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perPair; i++) takeSignInTry('198.51.100.66', 'owner@porto.example');
    expect(takeSignInTry('198.51.100.66', 'owner@porto.example')).toBe('refused');
    expect(takeSignInTry('192.0.2.44', 'owner@porto.example')).toBe('go');
  });

  it('stops one address trying many accounts', () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAddress; i++) expect(takeSignInTry('192.0.2.7', `guess${i}@example.com`)).toBe('go');
    expect(takeSignInTry('192.0.2.7', 'someone-else@example.com')).toBe('refused');
    expect(takeSignInTry('192.0.2.8', 'someone-else@example.com')).toBe('go');
  });

  it('slows, but never refuses, an account guessed at from many addresses, until its password is right', () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAccount; i++) expect(takeSignInTry(`10.1.${i >> 8}.${i & 255}`, 'kenji@porto.example')).toBe('go');
    expect(takeSignInTry('192.0.2.200', 'kenji@porto.example')).toBe('slow');
    forgiveSignInTries('192.0.2.200', 'Kenji@porto.example');
    expect(takeSignInTry('192.0.2.200', 'kenji@porto.example')).toBe('go');
  });
});
