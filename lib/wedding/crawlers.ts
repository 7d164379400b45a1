export const CRAWLER_UA =
  /facebookexternalhit|facebookcatalog|Facebot|WhatsApp|TelegramBot|Twitterbot|Slackbot|Slack-ImgProxy|Discordbot|LinkedInBot|SkypeUriPreview|Signal|Viber|Pinterest|redditbot|Embedly|vkShare|Applebot|Googlebot|Google-InspectionTool|-Google\b|Bingbot|BingPreview|DuckDuckBot|Slurp|YandexBot|Baiduspider|Chrome-Lighthouse/i;

// Longer user agents are read only this far, so no request decides how long a pattern runs.
export const MAX_USER_AGENT_LENGTH = 1024;

export const isCrawler = (userAgent: string | null | undefined) =>
  Boolean(userAgent && CRAWLER_UA.test(userAgent.slice(0, MAX_USER_AGENT_LENGTH)));

// Each told noindex by name: a generic noindex would also make Telegram drop the link preview.
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

export const searchEngineRobotsHeaders = () => SEARCH_ENGINE_BOTS.map((bot) => `${bot}: ${NOINDEX}`);
