import 'server-only';
import QRCode from 'qrcode';
import { inviteLink } from '@/lib/couple/guests/links';
import { cardLine, weddingWords } from './sending';
import { spokenLanguages } from '@/lib/i18n/catalogues';
import { direction } from '@/lib/wedding/languages';
import type { DeskPlace } from './desk-place';

export interface QrCard {
  id: string;
  name: string;
  line: { text: string; language: string; dir: 'ltr' | 'rtl' };
  /** Drawn by React from the code's modules: no markup from elsewhere. */
  qr: { size: number; path: string };
}

export function qrPath(text: string): QrCard['qr'] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  return { size: modules.size, path };
}

export async function deskCards(place: DeskPlace, site: URL): Promise<{ cards: QrCard[]; problem: string | null }> {
  const [guests, wedding, { templates, problem }] = await Promise.all([place.store.list(), place.readWedding(), place.readMessages()]);
  const words = weddingWords(wedding);
  const spoken = spokenLanguages();
  const cards = guests.map((g) => {
    const line = cardLine(g, words, templates, spoken);
    return { id: g.id, name: g.name, line: { ...line, dir: direction(line.language) }, qr: qrPath(inviteLink(site, g.id)) };
  });
  return { cards, problem };
}
