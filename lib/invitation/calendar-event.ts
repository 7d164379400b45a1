import 'server-only';
import { translator } from '@/lib/i18n/translator';
import { venueLocation, weddingEvent, type CalendarEvent } from '@/lib/wedding/calendar';
import { resolvedParts, venueKey } from '@/lib/wedding/day-parts';
import { joinedNames } from '@/lib/wedding/names';
import type { Invitation } from '@/lib/wedding/types';
import { scheduleRows } from './day-schedule';

export function invitationEvent({ info, language }: Pick<Invitation, 'info' | 'language'>): CalendarEvent {
  const t = translator(language);
  const names = joinedNames(info.couple);
  const title = names ? t('calendar.titleWithNames', { names }) : t('calendar.title');
  const parts = resolvedParts(info);
  const here = venueKey(info.wedding.venue);
  const schedule = scheduleRows(t, parts, language).map((row, i) => {
    const venue = parts[i]!.venue;
    return venueKey(venue) === here
      ? t('calendar.scheduleLine', { part: row.label, time: row.time })
      : t('calendar.scheduleLineAt', { part: row.label, time: row.time, place: venueLocation(venue, t('preview.venueTba')) });
  });
  return weddingEvent(info, {
    title,
    description: [t('calendar.description'), ...(schedule.length > 0 ? ['', ...schedule] : [])].join('\n'),
    reminder: t('calendar.reminder', { title }),
    venueTba: t('preview.venueTba'),
  });
}
