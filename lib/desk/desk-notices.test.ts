import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderNotices } from './desk-notices';

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
