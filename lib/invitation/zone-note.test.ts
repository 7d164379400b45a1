import path from 'node:path';
import { createLocalSource } from '@/lib/data/local';
import type { Invitation } from '@/lib/wedding/types';
import { loadInvitation } from './invitation';
import { translator } from '@/lib/i18n/translator';
import { zoneNote } from './preview-texts';

/** Inês & Kenji's wedding in Porto (tests/fixtures/porto-wedding): Europe/Lisbon, the couple's language pt-PT. */
const source = createLocalSource(path.join(process.cwd(), 'tests/fixtures/porto-wedding'));
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';

async function noteFor(language: string, place?: NonNullable<Invitation['info']['wedding']['place']>): Promise<string | null> {
  const result = await loadInvitation(source, JONAS);
  if (result.status !== 'ok') throw new Error(`no invitation: ${result.status}`);
  const { invitation } = result;
  const wedding = { ...invitation.info.wedding, place };
  const page = language.split('-')[0]!;
  return zoneNote(translator(page), { language: page, guest: { ...invitation.guest, language }, info: { ...invitation.info, wedding } });
}

describe("the time-zone note, in the guest's language", () => {
  it.each([
    ['en', 'All times are Lisbon time.'],
    ['es', 'Todos los horarios están en hora de Europa occidental.'],
    ['fr', 'Tous les horaires sont indiqués en heure d’Europe de l’Ouest.'],
    ['de', 'Alle Uhrzeiten: Westeuropäische Zeit.'],
    ['pl', 'Wszystkie godziny: czas zachodnioeuropejski.'],
    ['pt-PT', 'Todos os horários: Hora da Europa Ocidental.'],
    ['vi', 'Tất cả thời gian đều theo Giờ Tây Âu.'],
    ['ar', 'جميع المواعيد حسب توقيت غرب أوروبا.'],
  ])('names the zone, never an English city, in %s', async (language, note) => {
    expect(await noteFor(language)).toBe(note);
  });

  it("names the couple's place in their own language and English, and their translation where they gave one", async () => {
    const place = { name: 'Porto', translations: { ar: { name: 'بورتو' }, de: { name: '  ' } } };
    expect(await noteFor('en', place)).toBe('All times are Porto time.');
    expect(await noteFor('pt-PT', place)).toBe('Todos os horários seguem a hora local (Porto).');
    expect(await noteFor('ar', place)).toBe('جميع المواعيد بتوقيت \u2068بورتو\u2069.');
    // A blank translation is none: the zone's German name, not the Portuguese spelling.
    expect(await noteFor('de', place)).toBe('Alle Uhrzeiten: Westeuropäische Zeit.');
  });
});
