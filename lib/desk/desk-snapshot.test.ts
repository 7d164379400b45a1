import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { refreshDeskSnapshot } from './desk-snapshot';

// Health's button on Inês & Kenji's wedding in the stand-in: the snapshot saved where the site reads it, or why not.
jest.setTimeout(60_000);

const { standIn, root } = portoStandInPerTest('desk-snapshot-');
const file = () => path.join(root(), 'snapshot.json');
const at = (snapshot: string) => Object.assign(process.env, { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, CONTENT_SNAPSHOT: snapshot });

it('saves the wedding as it is now, and says what it holds', async () => {
  at(file());
  expect(await refreshDeskSnapshot()).toEqual({ ok: true, message: expect.stringMatching(/^Saved the wedding as it is now \(3 story entries, 3 gallery photos\): guests see it/) });
  expect(JSON.parse(await readFile(file(), 'utf8')).weddingInfo.couple.fullNames).toMatch(/Inês/);
});

it('keeps the snapshot when the story reads back empty, and says how to empty it on purpose', async () => {
  at(file());
  expect((await refreshDeskSnapshot()).ok).toBe(true);
  const good = await readFile(file(), 'utf8');
  await standIn().setTable('love_story', []);
  expect(await refreshDeskSnapshot()).toEqual({ ok: false, message: expect.stringMatching(/^Nothing was saved: the wedding reads back with no love story.*on a computer: npm run snapshot -- --allow-empty\.$/) });
  expect(await readFile(file(), 'utf8')).toBe(good);
});

it("tells the owner of a host whose files are read-only to deploy again", async () => {
  // /sys takes no new file, as a serverless host's bundle takes none.
  at('/sys/wedding/snapshot.json');
  expect(await refreshDeskSnapshot()).toEqual({ ok: false, message: expect.stringMatching(/^This host keeps the site's files read-only.*deploy again/) });
});
