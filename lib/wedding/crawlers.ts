/**
 * Link-preview fetchers and search-engine crawlers. They read the server HTML without
 * running JavaScript, so they get the whole answer at once (metadata in <head>, a real 404).
 * iMessage announces itself as facebookexternalhit/Twitterbot; Telegram as "TelegramBot (like TwitterBot)".
 */
export const CRAWLER_UA =
  /facebookexternalhit|facebookcatalog|Facebot|WhatsApp|TelegramBot|Twitterbot|Slackbot|Slack-ImgProxy|Discordbot|LinkedInBot|SkypeUriPreview|Signal|Viber|Pinterest|redditbot|Embedly|vkShare|Applebot|Googlebot|Google-InspectionTool|-Google\b|Bingbot|BingPreview|DuckDuckBot|Slurp|YandexBot|Baiduspider|Chrome-Lighthouse/i;

/**
 * The longest user agent worth reading: real ones stay under 500 characters. A longer one is read
 * only this far, so no request decides how long a pattern runs (every alternative above is a literal,
 * so each test is linear in this length anyway).
 */
export const MAX_USER_AGENT_LENGTH = 1024;

/** Whether a user agent is a link-preview fetcher or a crawler (AdsBot-Google and the other '-Google' ones included). */
export const isCrawler = (userAgent: string | null | undefined) =>
  Boolean(userAgent && CRAWLER_UA.test(userAgent.slice(0, MAX_USER_AGENT_LENGTH)));

/**
 * Every major search engine's crawler, by the name its robots directives answer to. Each is told
 * noindex by name: a generic noindex would also make Telegram drop the link preview.
 * Google, Bing (and Yahoo, which uses it), Yandex, Baidu, Apple, DuckDuckGo, Naver, Seznam, Sogou, Petal.
 */
export const SEARCH_ENGINE_BOTS = [
  'googlebot',
  'bingbot',
  'yandex',
  'baiduspider',
  'applebot',
  'duckduckbot',
  'yeti',
  'seznambot',
  'sogou',
  'petalbot',
] as const;

export const NOINDEX = 'noindex, nofollow';

/** X-Robots-Tag values, one per search engine ("googlebot: noindex, nofollow"). */
export const searchEngineRobotsHeaders = () => SEARCH_ENGINE_BOTS.map((bot) => `${bot}: ${NOINDEX}`);
