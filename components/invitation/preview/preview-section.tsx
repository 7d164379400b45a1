import { Section } from '@/components/shared/section';
import { scheduleRows } from '@/lib/invitation/day-schedule';
import { getCalendarEvent, getGuestInvitation } from '@/lib/invitation/get-invitation';
import { venueCards, weatherRows, zoneNote } from '@/lib/invitation/preview-texts';
import { translator } from '@/lib/i18n/translator';
import { calendarFileUrl, googleCalendarUrl, outlookCalendarUrl } from '@/lib/wedding/calendar';
import { resolvedParts } from '@/lib/wedding/day-parts';
import { dayText } from '@/lib/wedding/formats';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { DateFace } from './date-face';
import { PreviewCards } from './preview-cards';
import { VenueFace } from './venue-face';
import { VenueMap } from './venue-map';
import { WeatherCalendar } from './weather-calendar';

export async function PreviewSection({ guestId }: { guestId: string }) {
  const [invitation, event] = await Promise.all([getGuestInvitation(guestId), getCalendarEvent(guestId)]);
  const { guest, info, language, venuePhoto } = invitation;
  const t = translator(language);
  const parts = resolvedParts(info);
  const newTab = t('preview.newTab');
  return (
    <Section id="preview" title={t('preview.title')} kicker={t('preview.kicker')} tone="tinted">
      <PreviewCards
        cards={[
          {
            id: 'date',
            title: t('preview.dateCard'),
            overlayTitle: t('preview.dateOverlay'),
            face: <DateFace date={dayText(weddingDay(info).date, language)} schedule={scheduleRows(t, parts, language)} zoneNote={zoneNote(t, invitation)} />,
            overlay: (
              <WeatherCalendar
                weather={weatherRows(t, invitation)}
                label={t('preview.addToCalendar')}
                calendars={{
                  google: { href: googleCalendarUrl(event), label: t('preview.google'), hint: t('preview.googleHint') },
                  outlook: { href: outlookCalendarUrl(event), label: t('preview.outlook'), hint: t('preview.outlookHint') },
                  apple: { href: calendarFileUrl(guest.id), label: t('preview.apple'), hint: t('preview.appleHint') },
                }}
              />
            ),
          },
          ...venueCards(t, parts, language, venuePhoto).map((venue, i) => {
            const id = i === 0 ? 'venue' : `venue-${i + 1}`;
            return {
              id,
              title: t('preview.venueCard'),
              overlayTitle: t('preview.venueOverlay'),
              face: (
                <VenueFace
                  id={id}
                  name={venue.name}
                  address={venue.address}
                  parts={venue.parts}
                  directions={venue.directions}
                  photo={venue.photo}
                  words={{ directions: t('preview.directions'), newTab, loading: t('preview.loadingVenue') }}
                />
              ),
              overlay: (
                <VenueMap
                  id={id}
                  url={venue.map}
                  name={venue.name}
                  address={venue.address}
                  directions={venue.directions}
                  words={{ title: venue.mapTitle, missing: t('preview.mapMissing'), offline: t('preview.mapOffline'), directions: t('preview.directions'), newTab }}
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
