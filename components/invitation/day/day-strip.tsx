'use client';

import type { DayView, DayPartView } from '@/lib/invitation/day-view';
import { momentAt } from '@/lib/wedding/day-moment';
import { durationText, fillSlots } from '@/lib/wedding/formats';
import { DirectionsLinks } from '../preview/directions-links';
import { usePhoneClock } from './phone-clock';
import { DayStyle, styles } from './day-styles';

interface Props {
  view: DayView;
  language: string;
  renderedAt: number;
  /** Shown with the thanks once the guest's day has ended (the day's photos are in Memories). */
  photosLink: string | null;
}

/** The top of a guest's page on their day (Now, Next) and after it (the couple's thanks); nothing before. */
export function DayStrip({ view, language, renderedAt, photosLink }: Props) {
  const at = usePhoneClock(renderedAt);
  const moment = momentAt(at, view.plan);
  if (moment.phase === 'before') return null;
  if (moment.phase === 'after') {
    return (
      <section className={styles.thanks} aria-labelledby="thanks-title">
        <DayStyle />
        <h2 id="thanks-title" className={styles.thanksTitle}>
          {view.thanks.title}
        </h2>
        <p className={styles.note} dir="auto">
          {view.thanks.note}
        </p>
        {photosLink && (
          <a className={styles.photosLink} href="#memories">
            {photosLink}
          </a>
        )}
      </section>
    );
  }
  const part = (id: string | null) => view.parts.find((p) => p.id === id) ?? null;
  const [now, next] = [part(moment.now), part(moment.next)];
  const startsIn = moment.nextStartsAt === null ? null : fillSlots(view.words.startsIn, { duration: durationText((moment.nextStartsAt - at) / 60_000, language) });
  return (
    <section className={styles.day} aria-label={view.words.label}>
      <DayStyle />
      {now && <PartCard part={now} kind={view.words.now} words={view.words} />}
      {/* At the same place as now: its name only, the way there is above. */}
      {next && <PartCard part={next} kind={view.words.next} words={view.words} countdown={startsIn} here={now !== null && samePlace(now, next)} />}
    </section>
  );
}

const samePlace = (a: DayPartView, b: DayPartView) => a.place === b.place && a.address === b.address;

function PartCard({ part, kind, words, countdown, here = false }: { part: DayPartView; kind: string; words: DayView['words']; countdown?: string | null; here?: boolean }) {
  const id = `day-${part.id}`;
  return (
    <article className={styles.part} aria-labelledby={id}>
      <p className={styles.kind}>{kind}</p>
      <h2 id={id} className={styles.name}>
        <span dir="auto">{part.label}</span> <span className={styles.time}>{part.time}</span>
      </h2>
      {countdown && <p className={styles.countdown}>{countdown}</p>}
      <p className={styles.place} dir="auto">
        {part.place}
        {part.address && !here && <span className={styles.address}>{part.address}</span>}
      </p>
      {part.directions && !here && <DirectionsLinks links={part.directions} id={`${id}-directions`} words={words} />}
    </article>
  );
}
