import type { ReplyLinks as Links } from '@/lib/wedding/reply-links';
import styles from './rsvp.module.css';

/** How to reply, under the deadline card: the couple's email (subject prefilled) and phone. Nothing without either. */
export function ReplyLinks({ links }: { links: Links }) {
  if (!links.email && !links.phone) return null;
  return (
    <div className={styles.reply} role="group" aria-labelledby="rsvp-reply-by">
      <p id="rsvp-reply-by" className={styles.replyLabel}>
        Reply by
      </p>
      <ul className={styles.replyLinks}>
        {links.email && (
          <li>
            <a className={styles.replyLink} href={links.email.href}>
              <span className={styles.replyKind}>Email</span> {links.email.label}
            </a>
          </li>
        )}
        {links.phone && (
          <li>
            <a className={styles.replyLink} href={links.phone.href}>
              <span className={styles.replyKind}>Phone</span> {links.phone.label}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
