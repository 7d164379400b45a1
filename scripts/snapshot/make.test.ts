import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { createSupabaseSource } from '@/lib/data/supabase';
import { icsText } from '@/lib/wedding/ics';
import { invitationEvent } from '@/lib/invitation/calendar-event';
import { DEMO_DIR, settingsFor } from '@/tests/support/stand-in';

/**
 * The couple's snapshot made by the real commands, in a child process on this machine's Node
 * (20 here, whose missing WebSocket once stopped supabase-js before it read anything), against the stand-in.
 */
jest.setTimeout(120_000);
const run = promisify(execFile);

let standIn: StandIn;
let dir: string;
beforeEach(async () => {
  standIn = await startStandIn({ demo: false, bucketExists: false });
  dir = await mkdtemp(path.join(tmpdir(), 'snapshot-command-'));
  // A couple of their own: Łucja & Khoa in Kraków, from a copy of the demo.
  await cp(DEMO_DIR, path.join(dir, 'ours'), { recursive: true, filter: (src) => !src.includes(`${path.sep}guest-photos`) });
  const wedding = JSON.parse(await readFile(path.join(dir, 'ours', 'wedding.json'), 'utf8'));
  wedding.couple = { name1: 'Łucja', name2: 'Khoa', fullNames: 'Łucja Nowak & Khoa Trần' };
  wedding.wedding = { ...wedding.wedding, date: '2027-06-12', startTime: '15:00', endTime: '23:00', timeZone: 'Europe/Warsaw' };
  await writeFile(path.join(dir, 'ours', 'wedding.json'), JSON.stringify(wedding));
  await writeFile(path.join(dir, 'ours', 'guests.json'), '[]');
});
afterEach(async () => {
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  SUPABASE_URL: standIn.url,
  SUPABASE_ANON_KEY: standIn.anonKey,
  SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey,
  CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json'),
  ...extra,
});
const npm = (args: string[], extra: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', ...args], { env: env(extra), cwd: process.cwd() }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
const snapshotNames = async () => JSON.parse(await readFile(path.join(dir, 'snapshot.json'), 'utf8')).weddingInfo.couple.fullNames as string;

it("db:seed makes the couple's snapshot right after seeding", async () => {
  const seeded = await npm(['db:seed', '--', '--content', path.join(dir, 'ours')]);
  expect(seeded.stderr).not.toMatch(/WebSocket/);
  expect(seeded.code).toBe(0);
  expect(seeded.stdout).toContain("Saved the couple's content snapshot");
  expect(await snapshotNames()).toBe('Łucja Nowak & Khoa Trần');

  // Read back as the site reads it, the calendar file puts 15:00 in Kraków at 13:00 UTC.
  const info = await createSupabaseSource(settingsFor(standIn)).getWeddingInfo();
  const ics = icsText(invitationEvent({ info: info!, language: 'pl' }));
  // In the couple's Polish, for a Polish guest (lines unfolded as calendar apps read them).
  expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Ślub – Łucja & Khoa');
  expect(ics).toContain('DTSTART:20270612T130000Z');
  expect(ics).toContain('DTEND:20270612T210000Z');
});

it('npm run snapshot makes it again after an edit, and exits 1, saying why, when it cannot', async () => {
  await npm(['db:seed', '--', '--content', path.join(dir, 'ours')]);
  const [row] = await standIn.table('wedding_info');
  await standIn.setTable('wedding_info', [{ ...row, couple: { fullNames: 'Łucja & Khoa Trần-Nowak' } }]);

  const made = await npm(['snapshot']);
  expect(made.code).toBe(0);
  expect(await snapshotNames()).toBe('Łucja & Khoa Trần-Nowak');

  standIn.setFailure('rest', '500', { table: 'wedding_info' });
  const failed = await npm(['snapshot']);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(/Could not make the content snapshot/);
  expect(failed.stderr).toMatch(/guests are told to try again later/);
});

it('refuses to seed a wedding whose date has no time zone, naming the file and the field', async () => {
  const wedding = JSON.parse(await readFile(path.join(dir, 'ours', 'wedding.json'), 'utf8'));
  delete wedding.wedding.timeZone;
  await writeFile(path.join(dir, 'ours', 'wedding.json'), JSON.stringify(wedding));

  const refused = await npm(['db:seed', '--', '--content', path.join(dir, 'ours')]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^wedding\.json: wedding\.timeZone: is required with a date of your own/m);
  expect(await standIn.table('wedding_info')).toEqual([]);
});
