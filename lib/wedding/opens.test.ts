import { beaconClaim, isCountableOpen } from './opens';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const headers = (h: Record<string, string>) => new Headers(h);
const beacon = (extra: Record<string, string> = {}) => headers({ 'user-agent': CHROME, 'sec-fetch-site': 'same-origin', ...extra });

describe('what counts as a guest opening their invitation', () => {
  it("counts the page's own beacon from a browser", () => {
    expect(isCountableOpen('POST', beacon())).toBe(true);
    expect(isCountableOpen('POST', headers({ 'user-agent': IPHONE }))).toBe(true);
  });

  it.each([
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['Slackbot', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Telegram', 'TelegramBot (like TwitterBot)'],
    ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['facebookexternalhit (and iMessage)', 'facebookexternalhit/1.1 Facebot Twitterbot/1.0'],
    ['Googlebot running scripts', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/140.0.0.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    ['a script', 'python-requests/2.32.3'],
  ])('never counts %s', (_, ua) => {
    expect(isCountableOpen('POST', beacon({ 'user-agent': ua }))).toBe(false);
  });

  it('never counts a request without a user agent', () => {
    expect(isCountableOpen('POST', headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });

  it.each([
    ['Purpose: prefetch', { purpose: 'prefetch' }],
    ['Sec-Purpose: prefetch', { 'sec-purpose': 'prefetch' }],
    ['Sec-Purpose: prefetch;prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ["Next's router prefetch", { 'next-router-prefetch': '1' }],
    ['a request from another site', { 'sec-fetch-site': 'cross-site' }],
  ])('never counts %s', (_, extra) => {
    expect(isCountableOpen('POST', beacon(extra))).toBe(false);
  });

  it.each(['GET', 'HEAD', 'PUT'])('never counts %s', (method) => {
    expect(isCountableOpen(method, beacon())).toBe(false);
  });
});

describe("the beacon's body", () => {
  it('names one guest by a well-formed id (in lower case) and the token the page carried', () => {
    expect(beaconClaim('{"guest":"AA65BAED-FB2B-4053-BA70-853B127D1F88","token":"abc_-1"}')).toEqual({
      guest: 'aa65baed-fb2b-4053-ba70-853b127d1f88',
      token: 'abc_-1',
    });
  });

  it.each([
    '',
    'aa65baed-fb2b-4053-ba70-853b127d1f88',
    '{"guest":"x","token":"t"}',
    '{"guest":"aa65baed-fb2b-4053-ba70-853b127d1f88"}',
    '{"guest":"aa65baed-fb2b-4053-ba70-853b127d1f88","token":"not a token!"}',
    '{"guest":["aa65baed-fb2b-4053-ba70-853b127d1f88"],"token":"t"}',
    'null',
    '{',
  ])('names nobody in %j', (body) => expect(beaconClaim(body)).toBeNull());
});

it('refuses a user agent longer than any browser sends, before reading it', () => {
  expect(isCountableOpen('POST', beacon({ 'user-agent': `${CHROME} ${'a'.repeat(2000)}` }))).toBe(false);
});
