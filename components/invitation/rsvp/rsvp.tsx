import type { ReactNode } from 'react';
import { Section } from '@/components/shared/section';
import { Vines } from '@/components/shared/vines';
import { afterTheDay } from '@/components/invitation/day/after-the-day';
import { getDayPlan, getGuestInvitation } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { deadlineText } from '@/lib/wedding/formats';
import { direction } from '@/lib/wedding/languages';
import { replyLinks } from '@/lib/wedding/reply-links';
import { vineSeed } from '@/lib/wedding/vines';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { ReplyLinks } from './reply-links';
import styles from './rsvp.module.css';

// Spec §1: RSVP only informs, no form. Once the guest's day has ended it asks for nothing: the couple's note and how to reach them.
export async function Rsvp({ guestId }: { guestId: string }) {
  const [{ guest, info, language }, plan] = await Promise.all([getGuestInvitation(guestId), getDayPlan(guestId)]);
  const t = translator(language);
  const turns = (before: ReactNode, after: ReactNode) => afterTheDay(plan, before, after);
  const words = (replyBy: string) => ({ replyBy, email: t('rsvp.email'), phone: t('rsvp.phone') });
  return (
    <Section
      id="rsvp"
      title={turns(t('rsvp.title'), t('rsvp.titleAfter'))}
      kicker={turns(t('rsvp.kicker'), t('rsvp.kickerAfter'))}
      tone="tinted"
      decoration={<Vines section="rsvp" dir={direction(language)} seed={vineSeed()} />}
    >
      {guest.personal_message && (
        <blockquote className={styles.message} dir="auto">
          <p>{guest.personal_message}</p>
        </blockquote>
      )}
      {turns(
        <>
          <div className={styles.card}>
            <p className={styles.label}>{t('rsvp.letUsKnowBy')}</p>
            <p className={styles.deadline}>{deadlineText(info.rsvp.deadline, language, weddingDay(info).timeZone) ?? t('rsvp.toBeAnnounced')}</p>
          </div>
          <ReplyLinks links={replyLinks(info.rsvp, t('rsvp.subject', { name: guest.name }))} words={words(t('rsvp.replyBy'))} />
        </>,
        <ReplyLinks links={replyLinks(info.rsvp, t('rsvp.subjectAfter', { name: guest.name }))} words={words(t('rsvp.writeTo'))} />,
      )}
    </Section>
  );
}
