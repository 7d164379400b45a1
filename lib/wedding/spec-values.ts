
// The UTC offset is worked out from the zone for the day (zoned-time.ts), never written down.
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

export const WEATHER = {
  highC: 23,
  lowC: 18,
  precipitationPercent: 28,
  uvIndex: 'V. High',
} as const;

export const LOVE_STORY_TITLE = 'Recap';

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

export const SHARE_IMAGE_MARKER = 'hero-couple';

export const PART_WITHOUT_END_MINUTES = 120;

export const THEME_COLOR = '#fbf7f1';
