import { Section } from '@/components/shared/section';
import type { InvitationWords } from '@/lib/wedding/words';
import type { PreviewLinks } from '@/lib/wedding/calendar';
import { DateFace } from './date-face';
import { PreviewCards } from './preview-cards';
import { VenueFace } from './venue-face';
import { VenueMap } from './venue-map';
import { WeatherCalendar } from './weather-calendar';

interface Props {
  words: InvitationWords['preview'];
  links: PreviewLinks;
}

/** The wedding details (date, the guest's schedule, a card per venue of theirs, maps): the header's 'Preview' link lands here. */
export function PreviewSection({ words, links }: Props) {
  const newTab = words.newTab;
  return (
    <Section id="preview" title={words.title} kicker={words.kicker} tone="tinted">
      <PreviewCards
        cards={[
          {
            id: 'date',
            title: words.dateCard,
            overlayTitle: words.dateOverlay,
            face: <DateFace date={words.date} schedule={words.schedule} zoneNote={words.zoneNote} />,
            overlay: <WeatherCalendar weather={words.weather} label={words.addToCalendar} calendars={words.calendars} links={links.calendars} />,
          },
          ...words.venues.map((venue, i) => {
            const id = i === 0 ? 'venue' : `venue-${i + 1}`;
            const { map = null, directions = null } = links.venues[i] ?? {};
            return {
              id,
              title: words.venueCard,
              overlayTitle: words.venueOverlay,
              face: (
                <VenueFace
                  id={id}
                  name={venue.name}
                  address={venue.address}
                  parts={venue.parts}
                  directions={directions}
                  photo={venue.photo}
                  words={{ directions: words.directions, newTab, loading: words.loadingVenue }}
                />
              ),
              overlay: (
                <VenueMap
                  id={id}
                  url={map}
                  name={venue.name}
                  address={venue.address}
                  directions={directions}
                  words={{ title: venue.mapTitle, missing: words.mapMissing, offline: words.mapOffline, directions: words.directions, newTab }}
                />
              ),
              overlayOnDemand: true,
            };
          }),
        ]}
      />
    </Section>
  );
}
