import { Section } from '@/components/shared/section';
import { lightboxWords } from '@/components/shared/lightbox-words';
import { getGuestInvitation } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';
import { isVideo } from '@/lib/wedding/media';
import { Timeline } from './timeline';

export async function LoveStory({ guestId }: { guestId: string }) {
  const { loveStory, language } = await getGuestInvitation(guestId);
  const t = translator(language);
  const events = loveStory.timeline;
  const viewMedia = events.map((e) => (e.photo ? t(isVideo(e.photo) ? 'story.viewVideo' : 'story.viewPhoto', { title: e.title }) : null));
  return (
    <Section id="story" title={t('story.title')} kicker={t('story.kicker')}>
      <Timeline events={events} words={{ readMore: t('story.readMore'), showLess: t('story.showLess'), viewMedia, lightbox: lightboxWords(t, t('story.lightbox')) }} />
    </Section>
  );
}
