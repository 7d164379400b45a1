'use client';

import type { ReactNode } from 'react';
import { isAfter } from '@/lib/wedding/day-moment';
import { usePhoneClock } from './phone-clock';

interface Props {
  endsAt: number;
  renderedAt: number;
  /** Shown until the guest's day has ended. */
  before: ReactNode;
  /** Shown from then on. */
  after: ReactNode;
}

/** What a section shows before and after the guest's day, decided by the phone's clock. */
export function DayTurns({ endsAt, renderedAt, before, after }: Props) {
  return <>{isAfter(usePhoneClock(renderedAt), { endsAt }) ? after : before}</>;
}
