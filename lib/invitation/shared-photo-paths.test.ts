import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtInContent } from '@/lib/data/built-in';
import { createLocalSource } from '@/lib/data/local';
import { parseGallery, parseTimeline, parseWeddingInfo } from '@/lib/data/schemas';
import { createSupabaseSource } from '@/lib/data/supabase';
import type { DataSource } from '@/lib/data/source';
import type { Guest } from '@/lib/wedding/types';
import { captureConsole, DEMO_DIR, MAGGIE, readDemo, settingsFor, TOM, withStandIn } from '@/tests/support/stand-in';
import { loadGuestPhotos, loadInvitation } from './invitation';
import { refreshWeddingContent } from './wedding-content';

/**
 * A shared row naming one guest's own photo, written straight into the tables (a dashboard edit, around the
 * couple's tools), against the stand-in with its storage policies on: Margaret's photo never reaches Tom's page,
 * whichever page is read first, whichever plan signs it.
 */

jest.setTimeout(60_000); // eight page reads each, on a busy machine
const standIn = withStandIn();
captureConsole();

const HERS = `guest-photos/${MAGGIE}/dance-1.jpg`;
const HER_BYTES = `bytes of ${HERS}`;
const maggie: Guest = { id: MAGGIE, name: 'Margaret Ellis', personal_message: null, photo_dir: null };
const tom: Guest = { id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k' };
const options = { builtIn: builtInContent(null, false) };

/** What a guest's page is made of: their invitation (HTML and RSC payload come from it) and their Memories photos. */
async function page(source: DataSource, guest: Guest) {
  await refreshWeddingContent(source, options); // the re-read every 2 minutes (or /api/refresh) between two visits
  const result = await loadInvitation(source, guest.id, options);
  if (result.status !== 'ok') throw new Error(`expected an invitation, got ${result.status}`);
  const photos = await loadGuestPhotos(source, guest, result.invitation.photos.gallery, () => 0.999); // her dance-1.jpg among the three
  return { invitation: result.invitation, photos };
}

/** Every link of the stand-in a page carries, and what each serves. */
async function served(text: string): Promise<string[]> {
  const links = [...new Set(text.match(/https?:\/\/[^"\\\s]+/g) ?? [])].filter((l) => l.startsWith(standIn().url));
  return Promise.all(links.map(async (l) => (await fetch(l)).text()));
}

const rows = {
  'a love story entry': async () => {
    const story = readDemo<Record<string, unknown>[]>('love-story.json');
    await standIn().setTable('love_story', story.map((e, i) => (i === 1 ? { ...e, photo_path: HERS } : e)));
  },
  'a gallery row': async () => {
    const gallery = readDemo<Record<string, unknown>[]>('gallery.json');
    await standIn().setTable('photo_gallery', gallery.map((g, i) => (i === 2 ? { ...g, storage_path: HERS } : g)));
  },
  'the hero': async () => {
    const [info] = await standIn().table('wedding_info');
    await standIn().setTable('wedding_info', [{ ...info, photos: { ...(info?.photos as object), hero: HERS } }]);
  },
};

describe.each(Object.keys(rows) as (keyof typeof rows)[])("%s naming Margaret's own photo", (where) => {
  describe.each([true, false])('image transforms %p', (imageTransforms) => {
    it.each([
      ['Margaret first', [maggie, tom]],
      ['Tom first', [tom, maggie]],
    ] as const)("never reaches Tom's page (%s), nor hers as shared content", async (_, order) => {
      await rows[where]();
      const source = createSupabaseSource(settingsFor(standIn(), { imageTransforms }));
      const pages = new Map<string, Awaited<ReturnType<typeof page>>>();
      for (const guest of [...order, ...order]) pages.set(guest.id, await page(source, guest));

      const his = JSON.stringify(pages.get(TOM));
      const hers = pages.get(MAGGIE);
      expect({
        hisPageNamesHer: his.includes(MAGGIE),
        hisPageServesHerPhoto: (await served(his)).includes(HER_BYTES),
        // Her own Memories still show it (her own signing), never her shared sections.
        herMemoriesServeIt: (await served(JSON.stringify(hers?.photos))).includes(HER_BYTES),
        herSharedSectionsServeIt: (await served(JSON.stringify(hers?.invitation))).includes(HER_BYTES),
      }).toEqual({ hisPageNamesHer: false, hisPageServesHerPhoto: false, herMemoriesServeIt: true, herSharedSectionsServeIt: false });
    });
  });

  it('shows the placeholder (story, gallery) or the stock hero in its place, as for a broken image', async () => {
    await rows[where]();
    const source = createSupabaseSource(settingsFor(standIn()));
    const { invitation } = await page(source, tom);
    const shown = {
      'the hero': () => [invitation.photos.hero, invitation.info.photos.hero ?? null],
      'a love story entry': () => [invitation.loveStory.timeline[1]?.photo_path, invitation.loveStory.timeline[1]?.photo],
      'a gallery row': () => [invitation.photos.gallery[2]?.storage_path, invitation.photos.gallery[2]?.url],
    }[where]();
    expect(shown).toEqual(where === 'the hero' ? ['/images/hero-fallback.jpg', null] : ['/images/placeholder.svg', '/images/placeholder.svg']);
    // Storage is never asked to sign it for shared content.
    const asked = [...standIn().requestsTo('sign'), ...standIn().requestsTo('sign-batch')].filter((r) => !r.headers['x-guest-id']);
    expect(JSON.stringify(asked.map((r) => [r.path, r.body]))).not.toContain('guest-photos');
  });
});

describe('every other place shared content comes from', () => {
  const refusedStory = (rows: Record<string, unknown>[]) =>
    rows.map((e, i) => (i === 0 ? { ...e, photo_path: 'https://evil.example/track.gif' } : i === 1 ? { ...e, photo_path: `./guest-photos/${MAGGIE}/dance-1.jpg` } : e));
  const refusedGallery = (rows: Record<string, unknown>[]) => rows.map((g, i) => (i === 0 ? { ...g, storage_path: '//evil.example/t.gif' } : g));

  /** What Tom's page carries of the refused paths, and what it shows in their place. */
  async function tomsPage(source: DataSource, builtIn = options.builtIn) {
    const result = await loadInvitation(source, TOM, { builtIn });
    if (result.status !== 'ok') throw new Error(`expected an invitation, got ${result.status}`);
    const text = JSON.stringify(result.invitation);
    const { timeline } = result.invitation.loveStory;
    return {
      carries: ['evil.example', MAGGIE, 'guest-photos'].filter((s) => text.includes(s)),
      story: [timeline[0]?.photo, timeline[1]?.photo],
      firstGalleryPhoto: result.invitation.photos.gallery[0]?.url,
    };
  }
  const placeholders = { carries: [], story: ['/images/placeholder.svg', '/images/placeholder.svg'], firstGalleryPhoto: '/images/placeholder.svg' };

  it("the couple's snapshot, while the backend fails", async () => {
    standIn().setFailure('rest', '500', { table: 'love_story' });
    standIn().setFailure('rest', '500', { table: 'photo_gallery' });
    standIn().setFailure('list', '500', { path: 'gallery' }); // the gallery folder comes before the snapshot
    const [info] = await standIn().table('wedding_info');
    // Its rows as readSnapshot parses them.
    const builtIn = {
      origin: 'snapshot' as const,
      info: parseWeddingInfo(info),
      loveStory: parseTimeline(refusedStory(readDemo('love-story.json'))),
      gallery: parseGallery(refusedGallery(readDemo('gallery.json'))),
    };
    expect(await tomsPage(createSupabaseSource(settingsFor(standIn())), builtIn)).toEqual(placeholders);
  });

  it('a content folder (local content, whose guest photos our own HMAC signs)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shared-paths-'));
    try {
      await cp(DEMO_DIR, dir, { recursive: true });
      await writeFile(path.join(dir, 'love-story.json'), JSON.stringify(refusedStory(readDemo('love-story.json'))));
      await writeFile(path.join(dir, 'gallery.json'), JSON.stringify(refusedGallery(readDemo('gallery.json'))));
      expect(await tomsPage(createLocalSource(dir))).toEqual(placeholders);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
