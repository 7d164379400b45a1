import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { DayTurns } from '@/components/invitation/day/day-turns';
import { getDayPlan, getGuestInvitation, getRenderedAt } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { deadlineText } from '@/lib/wedding/formats';
import { direction } from '@/lib/wedding/languages';
import { replyLinks } from '@/lib/wedding/reply-links';
import { sectionVines } from '@/lib/wedding/vines';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { ReplyLinks } from './reply-links';
import styles from './rsvp.module.css';

// Spec §1: RSVP only informs, no form.
export async function Rsvp({ guestId }: { guestId: string }) {
  const [{ guest, info, language }, plan] = await Promise.all([getGuestInvitation(guestId), getDayPlan(guestId)]);
  const t = translator(language);
  return (
    <Section id="rsvp" title={t('rsvp.title')} kicker={t('rsvp.kicker')} tone="tinted" decoration={<Vines placements={sectionVines('rsvp', direction(language))} />}>
      {guest.personal_message && (
        <blockquote className={styles.message} dir="auto">
          <p>{guest.personal_message}</p>
        </blockquote>
      )}
      {/* Once the guest's day has ended, nobody is asked for a reply by a date. */}
      <DayTurns
        endsAt={plan.endsAt}
        renderedAt={getRenderedAt()}
        before={
          <div className={styles.card}>
            <p className={styles.label}>{t('rsvp.letUsKnowBy')}</p>
            <p className={styles.deadline}>{deadlineText(info.rsvp.deadline, language, weddingDay(info).timeZone) ?? t('rsvp.toBeAnnounced')}</p>
          </div>
        }
        after={null}
      />
      <ReplyLinks
        links={replyLinks(info.rsvp, t('rsvp.subject', { name: guest.name }))}
        words={{ replyBy: t('rsvp.replyBy'), email: t('rsvp.email'), phone: t('rsvp.phone') }}
      />
    </Section>
  );
}
