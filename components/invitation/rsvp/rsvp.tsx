import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import type { VinePlacement } from '@/lib/wedding/vines';
import type { ReplyLinks as Links } from '@/lib/wedding/reply-links';
import { ReplyLinks } from './reply-links';
import styles from './rsvp.module.css';

/** RSVP only informs (spec §1): the guest's message, the reply deadline and how to reply. No form. */
export function Rsvp({ message, deadline, vines, reply = {} }: { message: string | null; deadline: string | null; vines: VinePlacement[]; reply?: Links }) {
  return (
    <Section id="rsvp" title="RSVP" kicker="Kindly reply" tone="tinted" decoration={<Vines placements={vines} />}>
      {message && (
        <blockquote className={styles.message}>
          <p>{message}</p>
        </blockquote>
      )}
      <div className={styles.card}>
        <p className={styles.label}>Please let us know by</p>
        <p className={styles.deadline}>{deadline ?? 'To be announced'}</p>
      </div>
      <ReplyLinks links={reply} />
    </Section>
  );
}
