import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { demoBucket, MAGGIE, readDemo } from '@/tests/support/stand-in';
import { runDoctor } from './doctor-run';

/** The doctor reads the project's rows as the site does: what the site refuses to show (another site, a guest's folder in any spelling) fails. */

jest.setTimeout(60_000);
let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

it("fails a gallery row with another site's address and a story entry naming a guest's photo, each by its path", async () => {
  const story = readDemo<Record<string, unknown>[]>('love-story.json');
  const gallery = readDemo<Record<string, unknown>[]>('gallery.json');
  standIn = await startStandIn({
    rls: true,
    files: demoBucket(),
    tables: {
      love_story: story.map((e, i) => (i === 1 ? { ...e, photo_path: `gallery/../guest-photos/${MAGGIE}/dance-1.jpg` } : e)),
      photo_gallery: gallery.map((g, i) => (i === 2 ? { ...g, storage_path: 'https://evil.example/track.gif' } : g)),
    },
  });
  const findings = await runDoctor({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SITE_URL: 'https://our-wedding.example', CONTENT_SNAPSHOT: '/nowhere/snapshot.json' }, undefined);

  expect(findings.filter((f) => f.level === 'fail' && /^Photos named/.test(f.title)).map((f) => f.title)).toEqual([
    `Photos named outside gallery/ and story/ cannot be shown: gallery/../guest-photos/${MAGGIE}/dance-1.jpg`,
    "Photos named by another site's address are never shown: https://evil.example/track.gif",
  ]);
});
