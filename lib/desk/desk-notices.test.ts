import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localGuestStore } from '@/lib/couple/guests/stores';
import { folderNotices, noticeReaders } from './desk-notices';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'notices-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("a content folder's notices", () => {
  it('posts, edits and withdraws a notice, keeping it listed with its times', async () => {
    const shelf = folderNotices(dir);
    await shelf.save({ part: 'party', language: 'en', texts: { en: 'The boat leaves at 19:30' } });
    const [posted] = (await shelf.read()).notices;
    await shelf.save({ id: posted!.id, part: 'party', language: 'en', texts: { en: 'The boat leaves at 19:45' } });
    await shelf.withdraw(posted!.id);
    const { notices, problem } = await shelf.read();
    expect(problem).toBeNull();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ id: posted!.id, texts: { en: 'The boat leaves at 19:45' }, posted_at: posted!.posted_at });
    expect(notices[0]!.edited_at).not.toBeNull();
    expect(notices[0]!.withdrawn_at).not.toBeNull();
  });

  it('says a broken notices.json is broken and writes nothing over it', async () => {
    await writeFile(path.join(dir, 'notices.json'), '{ not json');
    const shelf = folderNotices(dir);
    expect((await shelf.read()).problem).toMatch(/notices\.json cannot be read/);
    await expect(shelf.save({ part: null, language: 'en', texts: { en: 'Hi' } })).rejects.toThrow(/notices\.json cannot be read/);
    expect(await readFile(path.join(dir, 'notices.json'), 'utf8')).toBe('{ not json');
  });

  it('refuses to edit a notice that is no longer there', async () => {
    await expect(folderNotices(dir).save({ id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', part: null, language: 'en', texts: { en: 'Hi' } })).rejects.toThrow(/no longer there/);
  });
});

describe("who reads a notice before it is posted", () => {
  it("names the party's guests who would read another language, and those who would read none", async () => {
    const guests = [
      { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Haruto', language: 'ja', invited_to: ['party'] },
      { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b02', name: 'Beatriz', language: 'pt-BR', invited_to: [] },
      { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', name: 'Noa', language: 'he', invited_to: ['party'] },
      { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b04', name: 'Ama', language: 'sw', invited_to: ['ceremony'] },
    ];
    await writeFile(path.join(dir, 'guests.json'), JSON.stringify(guests));
    const store = localGuestStore(dir, dir);
    const texts = { ja: '花火は庭園で', 'pt-PT': 'O fogo de artifício é no jardim' };
    expect(await noticeReaders(store, 'party', texts, 'pt-PT')).toEqual([
      { language: 'pt-PT', own: false, guests: ['Noa'] },
      { language: 'ja', own: true, guests: ['Haruto'] },
      { language: 'pt-PT', own: true, guests: ['Beatriz'] },
    ]);
    expect(await noticeReaders(store, 'party', texts, 'ja')).toEqual([
      { language: 'ja', own: false, guests: ['Noa'] },
      { language: 'ja', own: true, guests: ['Haruto'] },
      { language: 'pt-PT', own: true, guests: ['Beatriz'] },
    ]);
    expect((await noticeReaders(store, 'party', texts, 'de'))?.[0]).toEqual({ language: null, own: false, guests: ['Noa'] });
    expect(await noticeReaders(store, 'party', { ja: '花火', 'pt-PT': 'Fogo', he: 'זיקוקים' }, 'pt-PT')).toBeNull();
  });
});
