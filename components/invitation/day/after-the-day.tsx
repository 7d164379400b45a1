import type { ReactNode } from 'react';
import { getRenderedAt } from '@/lib/invitation/get-invitation';
import { NEVER, type DayPlan } from '@/lib/wedding/the-day';
import { DayTurns } from './day-turns';

/** What a section shows before and after the guest's day, by the phone's clock; a day that never ends sends only `before`. */
export function afterTheDay({ endsAt }: Pick<DayPlan, 'endsAt'>, before: ReactNode, after: ReactNode): ReactNode {
  return endsAt === NEVER ? before : <DayTurns endsAt={endsAt} renderedAt={getRenderedAt()} before={before} after={after} />;
}
