import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import type { VinePlacement } from '@/lib/wedding/vines';
import type { InvitationWords } from '@/lib/wedding/words';
import { ReplyLinks } from './reply-links';
import styles from './rsvp.module.css';

/** RSVP only informs (spec §1): the guest's message, the reply deadline and how to reply. No form. */
export function Rsvp({ message, vines, words }: { message: string | null; vines: VinePlacement[]; words: InvitationWords['rsvp'] }) {
  return (
    <Section id="rsvp" title={words.title} kicker={words.kicker} tone="tinted" decoration={<Vines placements={vines} />}>
      {message && (
        // The couple's own words for this guest, as they wrote them, in whatever script.
        <blockquote className={styles.message} dir="auto">
          <p>{message}</p>
        </blockquote>
      )}
      <div className={styles.card}>
        <p className={styles.label}>{words.letUsKnowBy}</p>
        <p className={styles.deadline}>{words.deadline}</p>
      </div>
      <ReplyLinks links={words.reply} words={words} />
    </Section>
  );
}
