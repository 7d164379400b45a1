import 'server-only';
import type { GalleryPhoto, GuestPhoto, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';
import { WEATHER } from '@/lib/wedding/spec-values';

export const SAMPLE_WEDDING_INFO: WeddingInfo = {
  couple: {
    name1: 'Amelia',
    name2: 'Daniel',
    fullNames: 'Amelia Rose Hart & Daniel James Okafor',
    bride: 'Amelia Rose Hart',
    groom: 'Daniel James Okafor',
  },
  photos: { hero: '/images/hero-fallback.jpg' },
  loveStory: { title: 'Recap' },
  wedding: {
    date: '2025-11-27',
    time: '10:30 AM',
    startTime: '10:30',
    endTime: '15:30',
    timeZone: 'Australia/Sydney',
    // The specification's own wedding, its date long past: the invitation it describes, never a thank-you.
    staysAnInvitation: true,
    venue: {
      name: 'The Boathouse, Balmoral Beach',
      address: '2 The Esplanade, Mosman NSW 2088, Australia',
      coordinates: { lat: -33.8276, lng: 151.2519 },
    },
    reception: { time: '1:00 PM', venue: 'The Boathouse, Balmoral Beach' },
    schedule: { ceremony: '10:30 AM', speeches: '12:00 PM', lunch: '1:00 PM' },
  },
  rsvp: { deadline: '2025-10-27' },
  weather: { ...WEATHER },
};

export const SAMPLE_LOVE_STORY: TimelineEntry[] = [
  {
    year: 2016,
    title: 'We met',
    description: 'One rainy afternoon, one umbrella, and a long walk home.',
    details: null,
    photo_path: '/images/sample/story-1.jpg',
    photo: '/images/sample/story-1.jpg',
  },
  {
    year: 2023,
    title: 'The question',
    description: 'At sunrise by the sea, she said yes.',
    details: null,
    photo_path: '/images/sample/story-2.jpg',
    photo: '/images/sample/story-2.jpg',
  },
  {
    year: 2025,
    title: 'Forever starts',
    description: 'And we would love you to be there.',
    details: null,
    photo_path: null,
    photo: null,
  },
];

const sampleGalleryPhoto = (n: number, alt: string): GalleryPhoto => {
  const path = `/images/sample/memory-${n}.jpg`;
  return { id: `sample-${n}`, storage_path: path, alt_text: alt, order_index: n, name: null, url: path, photo_url: path };
};

export const SAMPLE_GALLERY: GalleryPhoto[] = [
  sampleGalleryPhoto(1, 'Two wedding rings'),
  sampleGalleryPhoto(2, 'A bouquet of roses'),
  sampleGalleryPhoto(3, 'Champagne glasses'),
  sampleGalleryPhoto(4, 'Candles on a table'),
];

export const SAMPLE_GUEST_PHOTOS: GuestPhoto[] = SAMPLE_GALLERY.slice(0, 3).map(({ id, url, photo_url, alt_text }) => ({
  id,
  url,
  photo_url,
  alt_text,
}));
