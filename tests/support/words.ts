import { invitationWords } from '@/lib/invitation/invitation-words';
import type { Invitation } from '@/lib/wedding/types';

/**
 * For component tests: the words a page gives its sections, made by the site's own builder for an
 * invitation like the demo's (in English unless another language is given).
 */
export function wordsFor(parts: Partial<Invitation> = {}, language = 'en') {
  const invitation: Invitation = {
    guest: { id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', name: 'Margaret Ellis', personal_message: null, photo_dir: null },
    language,
    info: { couple: { name1: 'Amelia', name2: 'Daniel' }, photos: {}, wedding: {}, rsvp: { deadline: '2025-10-27' } },
    loveStory: { title: 'Recap', timeline: [] },
    photos: { hero: '/images/hero-fallback.jpg', gallery: [] },
    venuePhoto: '/images/venue-fallback.jpg',
    ...parts,
  };
  return invitationWords(invitation);
}
