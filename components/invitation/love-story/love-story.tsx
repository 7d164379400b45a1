import type { TimelineEntry } from '@/lib/wedding/types';
import { Section } from '@/components/shared/section';
import { Timeline } from './timeline';

/** The love story, titled 'Recap' (spec §2). */
export function LoveStory({ title, events }: { title: string; events: TimelineEntry[] }) {
  return (
    <Section id="story" title={title} kicker="Our story">
      <Timeline events={events} />
    </Section>
  );
}
