import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { guestToolOnStandIn } from '@/scripts/guests/tool-on-stand-in';
import { guestSends, testPhoto, testVideo, todayIn } from '@/tests/support/guest-sends';
import { MAGGIE, TOM } from '@/tests/support/stand-in';

// `npm run guests -- photos-download` on a project (the stand-in, policies on) with the secret key: the desk's Download all, on a computer.

jest.setTimeout(60_000);

const tool = guestToolOnStandIn('photos-download-');

async function openToday() {
  const service = createClient(tool.standIn().url, tool.standIn().serviceKey, { auth: { persistSession: false } });
  const { data } = await service.from('wedding_info').select('wedding').eq('id', 1).single();
  const wedding = { ...data!.wedding, date: todayIn('Australia/Sydney'), timeZone: 'Australia/Sydney', staysAnInvitation: false };
  expect((await service.from('wedding_info').update({ wedding }).eq('id', 1)).error).toBeNull();
}

it('says there is nothing yet, and writes nothing', async () => {
  await expect(tool.run('photos-download')).resolves.toBe(0);
  expect(tool.out).toEqual(['No guest has sent a photo or video yet: nothing to download.']);
});

it("writes every guest's photos and videos into one zip, a folder per guest, and never over a file without --yes", async () => {
  await openToday();
  const photo = await guestSends(tool.standIn(), MAGGIE, { bytes: await testPhoto({ r: 200, g: 30, b: 60 }), type: 'image/jpeg', width: 1200, height: 900 });
  await guestSends(tool.standIn(), TOM, { bytes: testVideo(200_000), type: 'video/quicktime', seconds: 9 });

  await expect(tool.run('photos-download', '--out', 'day/all.zip')).resolves.toBe(0);
  expect(tool.out).toEqual([
    'Downloading 1 photo and 1 video from 2 guests (1 MB)…',
    "Wrote day/all.zip: a folder per guest, each file named for when it was sent (the wedding's time).",
  ]);
  const files = unzipSync(new Uint8Array(await readFile(path.join(tool.dir(), 'day/all.zip'))));
  const names = Object.keys(files).sort();
  expect(names).toEqual([expect.stringMatching(/^margaret-ellis\/.+\.jpg$/), expect.stringMatching(/^tom-nguyen\/.+\.mov$/)]);
  expect(Buffer.from(files[names[0]!]!).equals(tool.standIn().fileBytes(photo.path)!)).toBe(true);

  await writeFile(path.join(tool.dir(), 'guests.zip'), 'mine');
  await expect(tool.run('photos-download', '--out', 'guests.zip')).resolves.toBe(2);
  expect(tool.err).toContain('guests.zip is there already: name another with --out, or add --yes to replace it.');
  await expect(tool.run('photos-download', '--out', 'guests.zip', '--yes')).resolves.toBe(0);
  expect(Object.keys(unzipSync(new Uint8Array(await readFile(path.join(tool.dir(), 'guests.zip')))))).toHaveLength(2);
});

it('needs the project', async () => {
  await expect(tool.run('photos-download', '--local')).resolves.toBe(2);
  expect(tool.err[0]).toMatch(/^Guests' photos are kept in a Supabase project/);
});
