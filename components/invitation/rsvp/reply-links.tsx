import type { ReplyLinks as Links } from '@/lib/wedding/reply-links';
import styles from './rsvp.module.css';

export function ReplyLinks({ links, words }: { links: Links; words: { replyBy: string; email: string; phone: string } }) {
  if (!links.email && !links.phone) return null;
  return (
    <div className={styles.reply} role="group" aria-labelledby="rsvp-reply-by">
      <p id="rsvp-reply-by" className={styles.replyLabel}>
        {words.replyBy}
      </p>
      <ul className={styles.replyLinks}>
        {links.email && (
          <li>
            <a className={styles.replyLink} href={links.email.href}>
              {/* An address and a number read left to right, also inside a right-to-left page. */}
              <span className={styles.replyKind}>{words.email}</span> <bdi dir="ltr">{links.email.label}</bdi>
            </a>
          </li>
        )}
        {links.phone && (
          <li>
            <a className={styles.replyLink} href={links.phone.href}>
              <span className={styles.replyKind}>{words.phone}</span> <bdi dir="ltr">{links.phone.label}</bdi>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
