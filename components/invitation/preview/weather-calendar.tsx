import type { CalendarOption, WeatherRow } from '@/lib/wedding/words';
import styles from './preview-content.module.css';

interface Props {
  /** Only the figures the couple gave, written the guest's way. */
  weather: WeatherRow[];
  /** 'Add to Calendar'. */
  label: string;
  /** Each option's name and its hidden hint (' Calendar (opens in a new tab)'). */
  calendars: Record<CalendarOption, [label: string, hint: string]>;
  /** Google's and Outlook's compose pages, and this guest's .ics download. */
  links: Record<CalendarOption, string>;
}

const OPTIONS: CalendarOption[] = ['google', 'outlook', 'apple'];

/** The date card's overlay: the day's usual weather and the 'Add to Calendar' options. */
export function WeatherCalendar({ weather, label, calendars, links }: Props) {
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
          {OPTIONS.map((option) => (
            <a
              key={option}
              className={styles.calendarLink}
              href={links[option]}
              // The compose pages open beside the invitation; the file downloads.
              {...(option === 'apple' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {calendars[option][0]}
              <span className="visually-hidden">{calendars[option][1]}</span>
            </a>
          ))}
        </div>
      </div>
    </>
  );
}
