import type { WeddingInfo } from '@/lib/data/types';
import { Section } from '@/components/shared/section';

/** The wedding details (date, schedule, venue, map): the header's 'Preview' link lands here. */
export function PreviewSection({ info, venuePhoto }: { info: WeddingInfo; venuePhoto: string }) {
  void venuePhoto;
  return (
    <Section id="preview" title="Preview" kicker="The day" tone="tinted">
      <p style={{ textAlign: 'center' }}>{info.wedding.venue?.name}</p>
    </Section>
  );
}
