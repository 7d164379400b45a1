import type { Schedule } from '@/lib/wedding/types';
import styles from './preview-content.module.css';

const ROWS = [
  ['ceremony', 'Ceremony'],
  ['speeches', 'Speeches'],
  ['lunch', 'Lunch'],
] as const;

/** The date card's face: the wedding's date and the day's three moments. */
export function DateFace({ date, schedule, zone }: { date: string; schedule: Required<Schedule>; zone: string }) {
  return (
    <div className={styles.dateFace}>
      <p className={styles.date}>{date}</p>
      <dl className={styles.schedule}>
        {ROWS.map(([key, label]) => (
          <div key={key} className={styles.row} data-row={key}>
            <dt>{label}</dt>
            <dd>{schedule[key]}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.zoneNote}>All times are {zone} time.</p>
    </div>
  );
}
