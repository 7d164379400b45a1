import type { FileInput, Row, StandInOptions } from '@/tests/stand-in/server';

/**
 * A couple other than the built-in samples (Amelia & Daniel), marrying in Lisbon: what the
 * stand-in serves when a test must tell the couple's own content from the samples.
 */
export const LISBON = {
  names: 'Inês & Tiago',
  fullNames: 'Inês Carvalho & Tiago Mendes',
  venue: 'Palácio Marquês de Pombal',
  story: 'A tram ride up to Graça',
  guest: { id: '3f0d7a52-9c1e-4b8a-a6d2-1e5b7c9d0f21', name: 'Rui Almeida' },
} as const;

export const LISBON_WEDDING_INFO: Row = {
  id: 1,
  couple: { name1: 'Inês', name2: 'Tiago', fullNames: LISBON.fullNames },
  photos: { hero: 'gallery/hero-couple.jpg' },
  wedding: {
    date: '2026-06-12',
    time: '4:00 PM',
    startTime: '16:00',
    endTime: '22:00',
    timeZone: 'Europe/Lisbon',
    venue: { name: LISBON.venue, address: 'Rua das Janelas Verdes 37, 1200-690 Lisboa, Portugal' },
    schedule: { ceremony: '4:00 PM', speeches: '6:00 PM', lunch: '7:30 PM' },
  },
  rsvp: { deadline: '2026-05-01' },
  weather: { highC: 27, lowC: 17, precipitationPercent: 5, uvIndex: 'High' },
};

export const LISBON_TABLES: Record<string, Row[]> = {
  wedding_info: [LISBON_WEDDING_INFO],
  love_story: [
    { id: 1, year: 2019, title: 'We met', description: LISBON.story, details: null, photo_path: 'story/2019-tram.jpg' },
    { id: 2, year: 2025, title: 'Sim!', description: 'At the Miradouro, at dusk.', details: null, photo_path: 'story/2025-miradouro.jpg' },
  ],
  photo_gallery: [
    { id: 1, storage_path: 'gallery/hero-couple.jpg', alt_text: 'Inês and Tiago', order_index: 1, name: 'hero-couple' },
    { id: 2, storage_path: 'gallery/alfama.jpg', alt_text: 'Alfama at night', order_index: 2, name: null },
    { id: 3, storage_path: 'gallery/sardines.jpg', alt_text: 'Sardines on the grill', order_index: 3, name: null },
  ],
  guests: [{ id: LISBON.guest.id, name: LISBON.guest.name, personal_message: 'Obrigado!', photo_dir: null }],
};

export const LISBON_FILES: Record<string, FileInput> = Object.fromEntries(
  ['gallery/hero-couple.jpg', 'gallery/alfama.jpg', 'gallery/sardines.jpg', 'gallery/venue.jpg', 'story/2019-tram.jpg', 'story/2025-miradouro.jpg'].map(
    (p) => [p, `bytes of ${p}`],
  ),
);

/** Stand-in options serving only the Lisbon couple. */
export const lisbonStandIn = (extra: StandInOptions = {}): StandInOptions => ({ demo: false, tables: LISBON_TABLES, files: LISBON_FILES, ...extra });
