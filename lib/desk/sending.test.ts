import { spokenLanguages } from '@/lib/i18n/catalogues';
import type { Guest } from '@/lib/wedding/types';
import { cardLine, guestMessage, weddingWords, withShipped } from './sending';

// The messages the couple sends from the desk, for an Italian wedding at Lake Como: each guest's in their language.

const SITE = new URL('https://giulia-marco.example');
const WEDDING = weddingWords({ couple: { name1: 'Giulia', name2: 'Marco' }, wedding: { date: '2027-06-12' }, language: 'it' });
const guest = (name: string, language: string | null): Guest => ({ id: '5b7d9f11-2a4c-4e6f-8a0b-1c3d5e7f9a02', name, language, personal_message: null, photo_dir: null, invited_to: [] }) as Guest;

it('writes an Italian guest her invitation and reminder in Italian, with her own link and the date as Italians write it', () => {
  const francesca = guest('Francesca Rossi', 'it');
  const invite = guestMessage(francesca, 'invite', SITE, WEDDING, withShipped({}), spokenLanguages());
  expect(invite.language).toBe('it');
  expect(invite.body).toContain('Ciao Francesca Rossi');
  expect(invite.body).toContain('il 12 giugno 2027');
  expect(decodeURIComponent(invite.whatsapp.split('text=')[1]!)).toContain('https://giulia-marco.example/invite/5b7d9f11-2a4c-4e6f-8a0b-1c3d5e7f9a02');
  const remind = guestMessage(francesca, 'remind', SITE, WEDDING, withShipped({}), spokenLanguages());
  expect(remind.subject).toMatch(/^Un piccolo promemoria — il matrimonio di Giulia/);
  expect(cardLine(francesca, WEDDING, withShipped({}), spokenLanguages())).toEqual({ text: 'Inquadra il codice per aprire il tuo invito', language: 'it' });
});

it('writes Nonna, whose Yoruba the site does not speak, in the wedding’s Italian', () => {
  const nonna = guestMessage(guest('Nonna Adunni', 'yo'), 'invite', SITE, WEDDING, withShipped({}), spokenLanguages());
  expect(nonna.language).toBe('it');
  expect(nonna.body).toMatch(/^Ciao Nonna Adunni,/);
});
