import type { WeddingInfo } from '@/lib/wedding/types';
import { Section } from '@/components/shared/section';
import {
  googleCalendarUrl,
  calendarFileUrl,
  mapEmbedUrl,
  outlookCalendarUrl,
  venueName,
  weddingEvent,
  weddingSchedule,
  zoneCity,
} from '@/lib/wedding/calendar';
import { directionsLinks } from '@/lib/wedding/directions';
import { weatherFigures, weddingDateText, weddingDay } from '@/lib/wedding/wedding-day';
import { DateFace } from './date-face';
import { PreviewCards } from './preview-cards';
import { VenueFace } from './venue-face';
import { VenueMap } from './venue-map';
import { WeatherCalendar } from './weather-calendar';

/** The wedding details (date, schedule, venue, map): the header's 'Preview' link lands here. */
export function PreviewSection({ guestId, info, venuePhoto }: { guestId: string; info: WeddingInfo; venuePhoto: string }) {
  const event = weddingEvent(info);
  const venue = info.wedding.venue;
  const name = venueName(venue);
  const address = venue?.address?.trim() || undefined;
  const directions = directionsLinks(venue);
  return (
    <Section id="preview" title="Preview" kicker="The day" tone="tinted">
      <PreviewCards
        cards={[
          {
            id: 'date',
            title: 'Date & Schedule',
            overlayTitle: 'Weather & Calendar',
            face: <DateFace date={weddingDateText(weddingDay(info).date)} schedule={weddingSchedule(info)} zone={zoneCity(event.timeZone)} />,
            overlay: (
              <WeatherCalendar
                weather={weatherFigures(info)}
                googleUrl={googleCalendarUrl(event)}
                outlookUrl={outlookCalendarUrl(event)}
                icsUrl={calendarFileUrl(guestId)}
              />
            ),
          },
          {
            id: 'venue',
            title: 'Venue',
            overlayTitle: 'Map',
            face: <VenueFace name={name} address={address} directions={directions} photo={venuePhoto} />,
            overlay: <VenueMap url={mapEmbedUrl(venue)} name={name} address={address} directions={directions} />,
            overlayOnDemand: true,
          },
        ]}
      />
    </Section>
  );
}
