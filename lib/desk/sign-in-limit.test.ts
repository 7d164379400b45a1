import { forgiveSignInTries, SIGN_IN_LIMIT, takeSignInTry } from './sign-in-limit';

describe('the desk sign-in limit', () => {
  afterEach(() => jest.useRealTimers());

  it('stops an account after its tries, from any address, for the window, then lets it try again', () => {
    jest.useFakeTimers({ now: new Date('2027-06-01T10:00:00Z') });
    for (let i = 0; i < SIGN_IN_LIMIT.perAccount; i++) expect(takeSignInTry(`198.51.100.${i}`, 'ines@example.com')).toBe(true);
    expect(takeSignInTry('203.0.113.9', 'INES@example.com ')).toBe(false);
    expect(takeSignInTry('203.0.113.9', 'kenji@example.com')).toBe(true);
    jest.advanceTimersByTime(SIGN_IN_LIMIT.windowMs + 1);
    expect(takeSignInTry('203.0.113.9', 'ines@example.com')).toBe(true);
  });

  it('stops one address trying many accounts', () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAddress; i++) expect(takeSignInTry('192.0.2.7', `guess${i}@example.com`)).toBe(true);
    expect(takeSignInTry('192.0.2.7', 'someone-else@example.com')).toBe(false);
    expect(takeSignInTry('192.0.2.8', 'someone-else@example.com')).toBe(true);
  });

  it('gives an account its tries back once its password was right, so a couple on many devices is never kept out', () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAccount - 1; i++) expect(takeSignInTry('198.51.100.20', 'kenji@porto.example')).toBe(true);
    forgiveSignInTries('Kenji@porto.example');
    for (let i = 0; i < SIGN_IN_LIMIT.perAccount; i++) expect(takeSignInTry(`198.51.100.${30 + i}`, 'kenji@porto.example')).toBe(true);
    expect(takeSignInTry('198.51.100.99', 'kenji@porto.example')).toBe(false);
  });
});
