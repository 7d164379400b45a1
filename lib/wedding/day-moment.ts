// Where in their day a guest is, by the phone's clock: small, for the page's client leaves.

export interface TimedPart {
  id: string;
  /** Epoch milliseconds, in the venue's zone's wall time turned into instants. */
  start: number;
  end: number;
}

export interface DayPlan {
  /** Midnight of the wedding day, in the venue's zone. */
  opensAt: number;
  /** When the guest's last part ends: from then on their invitation is the couple's thank-you. */
  endsAt: number;
  parts: TimedPart[];
}

export type DayMoment =
  | { phase: 'before' }
  | { phase: 'day'; now: string | null; next: string | null; nextStartsAt: number | null }
  | { phase: 'after' };

export function momentAt(at: number, plan: DayPlan): DayMoment {
  if (at >= plan.endsAt) return { phase: 'after' };
  if (at < plan.opensAt) return { phase: 'before' };
  const underWay = plan.parts.filter((p) => p.start <= at && at < p.end);
  const now = underWay.at(-1) ?? null;
  const next = plan.parts.find((p) => p.start > at && (!now || p.start >= now.start)) ?? null;
  return { phase: 'day', now: now?.id ?? null, next: next?.id ?? null, nextStartsAt: next?.start ?? null };
}

export const isAfter = (at: number, plan: Pick<DayPlan, 'endsAt'>) => at >= plan.endsAt;
