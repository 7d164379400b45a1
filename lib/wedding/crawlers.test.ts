import { isCrawler } from './crawlers';

describe('crawler detection', () => {
  it.each([
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0',
    'Mozilla/5.0 (compatible; Googlebot/2.1)',
  ])('recognises %s', (ua) => expect(isCrawler(ua)).toBe(true));

  it('leaves ordinary browsers alone', () => {
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
