/**
 * Link-preview fetchers and search-engine crawlers. They read the server HTML without
 * running JavaScript, so they get the whole answer at once (metadata in <head>, a real 404).
 * iMessage announces itself as facebookexternalhit/Twitterbot; Telegram as "TelegramBot (like TwitterBot)".
 */
export const CRAWLER_UA =
  /facebookexternalhit|facebookcatalog|Facebot|WhatsApp|TelegramBot|Twitterbot|Slackbot|Slack-ImgProxy|Discordbot|LinkedInBot|SkypeUriPreview|Signal|Viber|Pinterest|redditbot|Embedly|vkShare|Applebot|Googlebot|Google-InspectionTool|[\w-]+-Google|Bingbot|BingPreview|DuckDuckBot|Slurp|YandexBot|Baiduspider|Chrome-Lighthouse/i;

export const isCrawler = (userAgent: string | null | undefined) => Boolean(userAgent && CRAWLER_UA.test(userAgent));

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
