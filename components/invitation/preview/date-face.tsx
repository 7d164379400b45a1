import type { ScheduleRow } from '@/lib/invitation/day-schedule';
import styles from './preview-content.module.css';

export function DateFace({ date, schedule, zoneNote }: { date: string; schedule: ScheduleRow[]; zoneNote: string | null }) {
  return (
    <div className={styles.dateFace}>
      <p className={styles.date}>{date}</p>
      {schedule.length > 0 && (
        <dl className={styles.schedule}>
          {schedule.map(({ key, label, time }) => (
            <div key={key} className={styles.row} data-row={key}>
              <dt>{label}</dt>
              {/* A time keeps its own order ('10:30 AM') inside a right-to-left page. */}
              <dd dir="auto">{time}</dd>
            </div>
          ))}
        </dl>
      )}
      {zoneNote && <p className={styles.zoneNote}>{zoneNote}</p>}
    </div>
  );
}
