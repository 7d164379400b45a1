import type { WeatherFigures } from '@/lib/wedding/wedding-day';
import styles from './preview-content.module.css';

interface Props {
  weather: WeatherFigures;
  googleUrl: string;
  outlookUrl: string;
  /** This guest's .ics download. */
  icsUrl: string;
}

/** The date card's overlay: the day's usual weather and the 'Add to Calendar' options. */
export function WeatherCalendar({ weather, googleUrl, outlookUrl, icsUrl }: Props) {
  // Only the figures the couple gave: none is ever another place's.
  const figures = [
    ['Average high', weather.highC === undefined ? null : `${weather.highC}°C`],
    ['Average low', weather.lowC === undefined ? null : `${weather.lowC}°C`],
    ['Precipitation', weather.precipitationPercent === undefined ? null : `${weather.precipitationPercent}%`],
    ['UV index', weather.uvIndex ?? null],
  ].filter((f): f is [string, string] => f[1] !== null);
  return (
    <>
      {figures.length > 0 && (
        <dl className={styles.weather}>
          {figures.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.calendar} role="group" aria-labelledby="preview-add-to-calendar">
        <p id="preview-add-to-calendar" className={styles.linksLabel}>
          Add to Calendar
        </p>
        <div className={styles.calendarLinks}>
          <a className={styles.calendarLink} href={googleUrl} target="_blank" rel="noopener noreferrer">
            Google<span className="visually-hidden"> Calendar (opens in a new tab)</span>
          </a>
          <a className={styles.calendarLink} href={outlookUrl} target="_blank" rel="noopener noreferrer">
            Outlook<span className="visually-hidden"> Calendar (opens in a new tab)</span>
          </a>
          <a className={styles.calendarLink} href={icsUrl}>
            Apple<span className="visually-hidden"> Calendar (downloads a calendar file)</span>
          </a>
        </div>
      </div>
    </>
  );
}
