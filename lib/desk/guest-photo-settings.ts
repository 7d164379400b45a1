import * as z from '@/lib/wedding/zod';
import { parseDay } from '@/lib/wedding/wedding-day';
import type { SettingsChange, UploadSettings } from './guest-upload-shelf';
import { longDate, MB, megabytes, MOST_FILES, MOST_MB, type UploadWindow } from './upload-window';

export type SettingsValues = Record<'share' | 'closes_on' | 'files_per_guest' | 'mb_per_guest', string>;

const whole = (most: number, what: string) =>
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,7}$/, `Write the ${what} as a whole number.`)),
    z.pipe(z.transform(Number), z.number().check(z.maximum(most, `At most ${most.toLocaleString('en-GB')} ${what}.`))),
  );

export const settingsForm = z.object({
  share: z.optional(z.literal('on')),
  closes_on: z.string().check(z.trim(), z.refine((d) => d === '' || parseDay(d) !== null, 'Choose a date, such as 2027-07-12.')),
  files_per_guest: whole(MOST_FILES, 'files'),
  mb_per_guest: whole(MOST_MB, 'MB'),
});

export const SETTINGS_FIELDS = ['closes_on', 'files_per_guest', 'mb_per_guest'] as const;

export function settingsValues(settings: UploadSettings, window: UploadWindow): SettingsValues {
  return {
    share: settings.shareApproved ? 'on' : '',
    closes_on: window.closes ?? '',
    files_per_guest: String(settings.filesPerGuest),
    mb_per_guest: String(Math.round(settings.bytesPerGuest / MB)),
  };
}

export function settingsChange(input: z.output<typeof settingsForm>, window: UploadWindow): SettingsChange | { field: string; message: string } {
  const closes = input.closes_on || window.defaultCloses;
  if (closes && window.day && closes < window.day) return { field: 'closes_on', message: `The last day cannot be before the wedding (${longDate(window.day)}): guests could never add a photo.` };
  return {
    shareApproved: input.share === 'on',
    // The default is kept as none, so it follows the wedding's date when that changes.
    closesOn: closes && closes !== window.defaultCloses ? closes : null,
    filesPerGuest: input.files_per_guest,
    bytesPerGuest: input.mb_per_guest * MB,
  };
}

export function settingsChanges(before: UploadSettings, after: SettingsChange, window: UploadWindow): string[] {
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  const day = (d: string | null) => (d ? longDate(d) : 'none');
  const lines: string[] = [];
  if (before.shareApproved !== after.shareApproved) lines.push(`Share approved photos with guests: ${onOff(before.shareApproved)} → ${onOff(after.shareApproved)}`);
  const was = before.closesOn ?? window.defaultCloses;
  const now = after.closesOn ?? window.defaultCloses;
  if (was !== now) lines.push(`Last day guests may add photos: ${day(was)} → ${day(now)}`);
  if (before.filesPerGuest !== after.filesPerGuest) lines.push(`Files per guest: ${before.filesPerGuest} → ${after.filesPerGuest}`);
  if (before.bytesPerGuest !== after.bytesPerGuest) lines.push(`Space per guest: ${megabytes(before.bytesPerGuest)} → ${megabytes(after.bytesPerGuest)}`);
  return lines;
}
