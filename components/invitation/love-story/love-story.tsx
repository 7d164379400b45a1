import type { TimelineEntry } from '@/lib/wedding/types';
import type { InvitationWords } from '@/lib/wedding/words';
import { Section } from '@/components/shared/section';
import { Timeline } from './timeline';

/** The love story, titled 'Recap' (spec §2). */
export function LoveStory({ events, words }: { events: TimelineEntry[]; words: InvitationWords['story'] }) {
  const { kicker, title, ...timelineWords } = words;
  return (
    <Section id="story" title={title} kicker={kicker}>
      <Timeline events={events} words={timelineWords} />
    </Section>
  );
}
