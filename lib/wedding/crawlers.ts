/**
 * Link-preview fetchers and search-engine crawlers. They read the server HTML without
 * running JavaScript, so they get the whole answer at once (metadata in <head>, a real 404).
 * iMessage announces itself as facebookexternalhit/Twitterbot; Telegram as "TelegramBot (like TwitterBot)".
 */
export const CRAWLER_UA =
  /facebookexternalhit|facebookcatalog|Facebot|WhatsApp|TelegramBot|Twitterbot|Slackbot|Slack-ImgProxy|Discordbot|LinkedInBot|SkypeUriPreview|Signal|Viber|Pinterest|redditbot|Embedly|vkShare|Applebot|Googlebot|Google-InspectionTool|[\w-]+-Google|Bingbot|BingPreview|DuckDuckBot|Slurp|YandexBot|Baiduspider|Chrome-Lighthouse/i;

export const isCrawler = (userAgent: string | null | undefined) => Boolean(userAgent && CRAWLER_UA.test(userAgent));
