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

it('writes every guest of the thirty languages in their own (Portuguese as Brazil and Portugal write it), with their name, the day, their link and the couple (Thai years are Buddhist)', () => {
  for (const language of spokenLanguages()) {
    for (const kind of ['invite', 'remind'] as const) {
      const message = guestMessage(guest('Ada', language), kind, SITE, WEDDING, withShipped({}), spokenLanguages());
      expect({ language, kind, said: message.language }).toEqual({ language, kind, said: language });
      for (const part of ['Ada', '/invite/5b7d9f11-2a4c-4e6f-8a0b-1c3d5e7f9a02', 'Giulia', '12']) expect({ language, kind, body: message.body }).toEqual({ language, kind, body: expect.stringContaining(part) });
    }
    expect(cardLine(guest('Ada', language), WEDDING, withShipped({}), spokenLanguages()).language).toBe(language);
  }
});

it('writes a Taiwanese guest in Traditional Chinese, with the date as Taiwan writes it', () => {
  const message = guestMessage(guest('林怡君', 'zh-TW'), 'invite', SITE, WEDDING, withShipped({}), spokenLanguages());
  expect(message.language).toBe('zh-Hant');
  expect(message.body).toContain('2027年6月12日');
});

it('writes a Brazilian guest the Brazilian way, as a Taiwanese one reads Traditional Chinese, and Portugal’s guests as before', () => {
  const [joao, beatriz, rui] = [guest('João Silva', 'pt-BR'), guest('Beatriz Costa', 'pt-PT'), guest('Rui Almeida', 'pt')];
  for (const kind of ['invite', 'remind'] as const) {
    const message = guestMessage(joao, kind, SITE, WEDDING, withShipped({}), spokenLanguages());
    expect(message.language).toBe('pt-BR');
    expect(message.body).toContain('você');
    expect(message.body).toContain('12 de junho de 2027');
    for (const european of ['contigo', 'teu', 'tua', 'Adorávamos', 'ver-te']) expect({ kind, body: message.body }).not.toEqual({ kind, body: expect.stringContaining(european) });
  }
  expect(guestMessage(joao, 'invite', SITE, WEDDING, withShipped({}), spokenLanguages()).body).toContain('Gostaríamos muito de celebrar nosso casamento com você');
  expect(cardLine(joao, WEDDING, withShipped({}), spokenLanguages())).toEqual({ text: 'Escaneie o código para abrir seu convite', language: 'pt-BR' });
  for (const european of [beatriz, rui]) {
    const message = guestMessage(european, 'invite', SITE, WEDDING, withShipped({}), spokenLanguages());
    expect(message.language).toBe('pt');
    expect(message.body).toContain('Adorávamos celebrar o nosso casamento contigo');
    expect(cardLine(european, WEDDING, withShipped({}), spokenLanguages()).text).toBe('Lê o código para abrir o teu convite');
  }
});

it('writes a Brazilian guest in the couple’s own Portuguese when they wrote it, until they write Brazil’s', () => {
  const shipped = withShipped({});
  const theirs = { ...shipped.pt!, invite: { subject: 'Convite', body: 'Oi {name}! {date} {link} {couple}' } };
  const joao = guest('João Silva', 'pt-BR');
  expect(guestMessage(joao, 'invite', SITE, WEDDING, withShipped({ pt: theirs }), spokenLanguages()).body).toMatch(/^Oi João Silva!/);
  const brazilian = { ...shipped['pt-BR']!, invite: { subject: 'Convite', body: 'E aí {name}! {link}' } };
  expect(guestMessage(joao, 'invite', SITE, WEDDING, withShipped({ pt: theirs, 'pt-BR': brazilian }), spokenLanguages()).body).toMatch(/^E aí João Silva!/);
});

it('writes Nonna in Yoruba once the couple has written their texts in Yoruba, her card too', () => {
  const yoruba = { invite: { subject: 'Ìpè sí ìgbéyàwó wa', body: 'Ẹ kú àbọ̀ {name},\n{date}\n{link}\n{couple}' }, remind: { subject: 'Ìrántí', body: 'Ẹ jọ̀ọ́ {name}, {link}' }, card: 'Ṣí ìpè rẹ' };
  const templates = withShipped({ yo: yoruba });
  const nonna = guest('Nonna Adunni', 'yo');
  const remind = guestMessage(nonna, 'remind', SITE, WEDDING, templates, spokenLanguages());
  expect(remind.language).toBe('yo');
  expect(remind.body).toBe('Ẹ jọ̀ọ́ Nonna Adunni, https://giulia-marco.example/invite/5b7d9f11-2a4c-4e6f-8a0b-1c3d5e7f9a02');
  expect(cardLine(nonna, WEDDING, templates, spokenLanguages())).toEqual({ text: 'Ṣí ìpè rẹ', language: 'yo' });
  // Francesca's Italian is the site's, whatever the couple wrote for Nonna.
  expect(guestMessage(guest('Francesca Rossi', 'it'), 'remind', SITE, WEDDING, templates, spokenLanguages()).language).toBe('it');
});
