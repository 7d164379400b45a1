/** The specification's values (§9 and the figures it names elsewhere), the defaults wherever the couple's content gives none. */

/**
 * The spec's wedding day, used wherever the couple's wedding info gives none (its wedding.date,
 * startTime, endTime and timeZone): 27 November 2025, 10:30–15:30 Sydney time. The UTC offset is
 * worked out from the time zone for the day (lib/wedding/zoned-time.ts), never written down.
 */
export const EVENT = {
  date: { year: 2025, month: 11, day: 27 },
  start: { hour: 10, minute: 30 },
  end: { hour: 15, minute: 30 },
  timeZone: 'Australia/Sydney',
  alarmMinutesBefore: 60,
  fileName: 'wedding-invitation.ics',
} as const;

export const DEFAULT_SCHEDULE = {
  ceremony: '10:30 AM',
  speeches: '12:00 PM',
  lunch: '1:00 PM',
} as const;

/** The Preview's weather figures when the wedding info gives none (its `weather` group). */
export const WEATHER = {
  highC: 23,
  lowC: 18,
  precipitationPercent: 28,
  uvIndex: 'V. High',
} as const;

export const LOVE_STORY_TITLE = 'Recap';

/** The bucket, its listing and its signed links (its folders: lib/wedding/routes.ts). */
export const STORAGE = {
  bucket: 'wedding-photos',
  listLimit: 100,
  signedUrlSeconds: 3600,
  transform: { width: 1200, height: 1200, resize: 'cover', quality: 90 },
} as const;

export const GUEST_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const GUEST_PHOTOS_SHOWN = 3;

export const VINE_ROTATION_DEGREES = { header: 30, memories: 25, rsvp: 25 } as const;
export const PRESS_EFFECT_MS = 150;
export const VIDEO_PREVIEW_SEEK_SECONDS = 1;

/** The sharing image and icon are the photo whose path or name contains this. */
export const SHARE_IMAGE_MARKER = 'hero-couple';

/** How long a guest's part without an end lasts when the next part is not theirs (its start is not theirs to see). */
export const PART_WITHOUT_END_MINUTES = 120;

/** The page's paper colour: the browser's theme colour and the installed app's splash background. */
export const THEME_COLOR = '#fbf7f1';
