import type { WeatherRow } from '@/lib/invitation/preview-texts';
import styles from './preview-content.module.css';

interface Props {
  weather: WeatherRow[];
  label: string;
  calendars: Record<'google' | 'outlook' | 'apple', { href: string; label: string; hint: string }>;
}

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
