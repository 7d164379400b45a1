import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { deskGuestList, guestsCsv, removeGuest, saveGuestFields, sortedLines } from './desk-guests';
import { applyDeskImport, checkDeskImport } from './desk-import';
import { folderPlace } from './desk-place';
import { planWedding, weddingPhotos } from './desk-wedding';

// The desk on a content folder (npm run desk without a project): Inês & Kenji's Porto wedding, copied.

let dir = '';
let content = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-place-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the desk on a content folder', () => {
  it('lists the guests and their parts of the day, and says why replies are not kept there', async () => {
    const list = await deskGuestList(folderPlace(content, dir));
    expect(list.lines.map((l) => l.name)).toContain('Rosa Martins');
    expect(list.parts.length).toBeGreaterThan(1);
    expect(list.repliesProblem).toMatch(/Supabase project/);
  });

  it('sorts the list by name, language or opens, and exports it with each guest’s link for a spreadsheet', async () => {
    const place = folderPlace(content, dir);
    const list = await deskGuestList(place);
    expect(sortedLines(list, 'name').map((l) => l.name)).toEqual([...list.lines.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
    const byLanguage = sortedLines(list, 'language').map((l) => list.guests.find((g) => g.id === l.id)?.language ?? '');
    expect(byLanguage).toEqual([...byLanguage].sort((a, b) => a.localeCompare(b)));
    const csv = await guestsCsv(place, new URL('https://ines-kenji.example'));
    expect(csv.split('\r\n')[0]).toBe('\uFEFFname,language,invited_to,photo_dir,personal_message,link,id,first_opened_at,last_opened_at');
    expect(csv).toContain('https://ines-kenji.example/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b02');
    expect(csv).toContain('渡辺 花子,ja,ceremony dinner,');
    expect(csv).toContain('Rosa Martins,pt-PT,,tia-rosa,"Tia Rosa, obrigada por tudo.",');
    // Edited in a spreadsheet and imported back, the export is the guests as they are: nothing to change.
    const back = await checkDeskImport(place, csv);
    if (!('preview' in back)) throw new Error(back.problems.join('\n'));
    expect([back.preview.added.length, back.preview.updated.length, back.preview.unchanged]).toEqual([0, 0, list.guests.length]);
  });

  it('adds a guest to guests.json, finds them by id, and removes them', async () => {
    const place = folderPlace(content, dir);
    const saved = await saveGuestFields(place, { name: 'Tia Amélia', personal_message: '', language: 'pt', photo_dir: '', invited_to: [] });
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.guest.id : '';
    const file = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { id: string; name: string }[];
    expect(file.find((g) => g.id === id)?.name).toBe('Tia Amélia');
    expect((await place.findGuest(id.toUpperCase()))?.name).toBe('Tia Amélia');
    expect(await removeGuest(place, id)).toBe(true);
    expect(await place.findGuest(id)).toBeNull();
  });

  it("offers the gallery's photos for the greeting by their captions, else the gallery folder's, never a story's or a guest's", async () => {
    const place = folderPlace(content, dir);
    expect((await weddingPhotos(place)).list).toEqual([
      { path: 'gallery/hero-couple-ines-kenji.jpg', caption: 'Inês and Kenji by the Douro' },
      { path: 'gallery/ribeira.jpg', caption: 'The Ribeira at dusk' },
      { path: 'gallery/vinhas.jpg', caption: 'Vines at the quinta' },
    ]);
    await writeFile(path.join(content, 'gallery.json'), '[]');
    expect((await weddingPhotos(place)).list.map((p) => p.caption).sort()).toEqual(['hero-couple-ines-kenji.jpg', 'ribeira.jpg', 'vinhas.jpg']);
  });

  it('publishes a change to wedding.json, and keeps the message texts beside the folder', async () => {
    const place = folderPlace(content, dir);
    const plan = await planWedding(place, new URLSearchParams({ 'parts.count': '0', 'wedding.venue.name': 'Quinta da Pacheca' }));
    expect(plan.errors).toEqual({});
    await place.writeWedding(plan.next);
    expect(JSON.parse(await readFile(path.join(content, 'wedding.json'), 'utf8')).wedding.venue.name).toBe('Quinta da Pacheca');

    const { templates } = await place.readMessages();
    const after = { ...templates, pt: { ...templates.pt!, card: 'Abram com a câmara do telemóvel' } };
    expect(await place.saveMessages(templates, after)).toEqual(['pt']);
    expect(JSON.parse(await readFile(path.join(dir, 'desk-messages.json'), 'utf8')).pt.card).toBe('Abram com a câmara do telemóvel');
  });

  it("previews each new guest's parts by the names guests read and their message, and a change of parts by name", async () => {
    const csv = 'name,invited_to,personal_message\nTia Amélia,dinner party,"Querida tia,\naté já!"\nPrimo Zé,,\nRosa Martins,dinner,\n';
    const check = await checkDeskImport(folderPlace(content, dir), csv);
    if (!('preview' in check)) throw new Error(check.problems.join('\n'));
    expect(check.preview.added).toEqual([
      { row: 2, name: 'Tia Amélia', language: null, parts: 'Dinner, Party', message: 'Querida tia,\naté já!', note: null },
      { row: 3, name: 'Primo Zé', language: null, parts: 'the whole day', message: null, note: null },
    ]);
    expect(check.preview.updated).toEqual([{ row: 4, name: 'Rosa Martins', changes: [{ field: 'parts of the day', before: 'the whole day', after: 'Dinner' }], note: null }]);
  });

  it('backs the whole folder up before an import writes, and the backup holds the guests as they were', async () => {
    const place = folderPlace(content, dir);
    const csv = 'name,language\nTia Amélia,pt\n';
    const check = await checkDeskImport(place, csv);
    if (!('preview' in check)) throw new Error(check.problems.join('\n'));
    const outcome = await applyDeskImport(place, csv, check.preview.basis);
    if (!('written' in outcome)) throw new Error('not written');
    expect(outcome.backup).toContain(path.join(dir, 'backups'));
    const kept = JSON.parse(await readFile(path.join(outcome.backup!, 'content', 'guests.json'), 'utf8').catch(async () => {
      throw new Error(`backup holds: ${(await readdir(outcome.backup!, { recursive: true })).join(', ')}`);
    })) as { name: string }[];
    expect(kept.map((g) => g.name)).not.toContain('Tia Amélia');
    const now = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as { name: string }[];
    expect(now.map((g) => g.name)).toContain('Tia Amélia');
  });
});
