import type { WeatherRow } from '@/lib/invitation/preview-texts';
import styles from './preview-content.module.css';

interface Props {
  /** Only the figures the couple gave, written the guest's way. */
  weather: WeatherRow[];
  /** 'Add to Calendar'. */
  label: string;
  /** Google's and Outlook's compose pages and this guest's .ics download: each with its name and hidden hint (' Calendar (opens in a new tab)'). */
  calendars: Record<'google' | 'outlook' | 'apple', { href: string; label: string; hint: string }>;
}

/** The date card's overlay: the day's usual weather and the 'Add to Calendar' options. */
export function WeatherCalendar({ weather, label, calendars }: Props) {
  return (
    <>
      {weather.length > 0 && (
        <dl className={styles.weather}>
          {weather.map(({ key, label: name, value }) => (
            <div key={key} className={styles.figure}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.calendar} role="group" aria-labelledby="preview-add-to-calendar">
        <p id="preview-add-to-calendar" className={styles.linksLabel}>
          {label}
        </p>
        <div className={styles.calendarLinks}>
          {Object.entries(calendars).map(([option, { href, label: name, hint }]) => (
            <a
              key={option}
              className={styles.calendarLink}
              href={href}
              // The compose pages open beside the invitation; the file downloads.
              {...(option === 'apple' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {name}
              <span className="visually-hidden">{hint}</span>
            </a>
          ))}
        </div>
      </div>
    </>
  );
}
