import 'server-only';
import type { Translator } from '@/lib/i18n/translator';
import { venueName } from '@/lib/wedding/calendar';
import { resolvedParts } from '@/lib/wedding/day-parts';
import { directionsLinks, type DirectionsLinks } from '@/lib/wedding/directions';
import { dayPlan, type DayPlan } from '@/lib/wedding/the-day';
import type { Invitation } from '@/lib/wedding/types';
import { scheduleRows } from './day-schedule';

export interface DayPartView {
  id: string;
  label: string;
  time: string;
  place: string;
  address: string | null;
  directions: DirectionsLinks | null;
}

export interface DayView {
  plan: DayPlan;
  parts: DayPartView[];
  thanks: { title: string; note: string };
  words: { label: string; now: string; next: string; startsIn: string; directions: string; newTab: string };
}

/** Everything the phone needs to turn the page on the day by its own clock: the guest's parts only, times as the venue's. */
export function dayView(t: Translator, { info, language }: Pick<Invitation, 'info' | 'language'>): DayView {
  const parts = resolvedParts(info);
  const rows = scheduleRows(t, parts, language);
  return {
    plan: dayPlan(info),
    parts: parts.map((part, i) => ({
      id: part.id,
      label: rows[i]!.label,
      time: rows[i]!.time,
      place: venueName(part.venue, t('preview.venueTba')),
      address: part.venue?.address?.trim() || null,
      directions: directionsLinks(part.venue),
    })),
    thanks: { title: t('thanks.title'), note: info.wedding.thanks?.note ?? t('thanks.note') },
    words: {
      label: t('day.label'),
      now: t('day.now'),
      next: t('day.next'),
      startsIn: t.raw('day.startsIn') as string,
      directions: t('preview.directions'),
      newTab: t('preview.newTab'),
    },
  };
}
