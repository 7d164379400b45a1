import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalSource } from '@/lib/data/local';
import { SAMPLE_GALLERY, SAMPLE_GUEST_PHOTOS } from '@/lib/data/sample';
import { builtInContent } from '@/lib/data/built-in';
import { createSupabaseSource } from '@/lib/data/supabase';
import type { GalleryPhoto, Guest } from '@/lib/wedding/types';
import {
  captureConsole,
  MAGGIE,
  settingsFor,
  signedPrefix,
  TOM,
  UNKNOWN_GUEST,
  withStandIn,
} from '@/tests/support/stand-in';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import { assembleInvitation, loadGuestPhotos, loadInvitation } from './invitation';

const standIn = withStandIn();
const logs = captureConsole();
/** As the app uses it: one deadline of BACKEND_TIMEOUT_MS per call. */
const source = () => createSupabaseSource(settingsFor(standIn(), { timeoutMs: BACKEND_TIMEOUT_MS }));
/** With the tests' longer deadline (SAFE_TIMEOUT_MS). */
const bareSource = () => createSupabaseSource(settingsFor(standIn()));

describe('loading an invitation', () => {
  it('assembles the guest, wedding info, love story titled Recap, hero, gallery and venue photo', async () => {
    const result = await loadInvitation(source(), TOM);

    if (result.status !== 'ok') throw new Error(`expected an invitation, got ${result.status}`);
    const { invitation } = result;
    expect(invitation.guest).toMatchObject({ id: TOM, name: 'Tom Nguyen' });
    expect(invitation.info.couple.name1).toBe('Amelia');
    expect(invitation.loveStory.title).toBe('Recap');
    expect(invitation.loveStory.timeline.map((e) => e.year)).toEqual([2016, 2018, 2020, 2023, 2025]);
    expect(invitation.photos.hero).toContain(signedPrefix(standIn(), 'gallery/hero-couple.jpg', true));
    expect(invitation.photos.gallery).toHaveLength(7);
    expect(invitation.venuePhoto).toContain(signedPrefix(standIn(), 'gallery/venue.jpg', true));
  });

  it('is plain data that survives a JSON round trip (it crosses to the client)', async () => {
    const result = await loadInvitation(source(), MAGGIE);

    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it.each([undefined, '', 'not-a-uuid', `${TOM}x`, "' or 1=1 --"])(
    'shows no access for the malformed id %p without asking the backend',
    async (id) => {
      await expect(loadInvitation(source(), id)).resolves.toEqual({ status: 'no-access' });
      expect(standIn().requests).toHaveLength(0);
    },
  );

  it('shows no access for an id no guest has', async () => {
    await expect(loadInvitation(source(), UNKNOWN_GUEST)).resolves.toEqual({ status: 'no-access' });
  });

  it('answers the error state (the load-failure message) when assembling the invitation breaks', async () => {
    // A row the boundary would never let through: the assembly itself breaks.
    const broken = { ...bareSource(), getWeddingInfo: async () => ({ couple: {} }) as never };

    const result = await loadInvitation(broken, TOM);

    expect(result).toEqual({ status: 'error' });
    expect(logs.error()).toHaveBeenCalledWith('Failed to load the invitation:', expect.any(String));
  });

  it('still works when the gallery cannot be loaded at all (rows and folder): the built-in gallery stands in', async () => {
    standIn().setFailure('rest', '500', { table: 'photo_gallery' });
    standIn().setFailure('list', '500');

    const result = await loadInvitation(bareSource(), TOM, { builtIn: builtInContent(null, true) });

    expect(result.status).toBe('ok');
    expect(result.status === 'ok' && result.invitation.photos.gallery).toEqual(SAMPLE_GALLERY);
  });

  it('uses the stock hero image when the wedding info names no hero photo', async () => {
    await standIn().setTable('wedding_info', [{ couple: { name1: 'A', name2: 'B' }, photos: {} }]);

    const result = await loadInvitation(source(), TOM);

    expect(result.status === 'ok' && result.invitation.photos.hero).toBe('/images/hero-fallback.jpg');
  });

  describe('when no wedding information is stored', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'wedding-'));
      await writeFile(path.join(dir, 'guests.json'), JSON.stringify([{ id: TOM, name: 'Tom' }]));
      await writeFile(path.join(dir, 'love-story.json'), '[]');
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('answers missing-info', async () => {
      await expect(loadInvitation(createLocalSource(dir), TOM)).resolves.toEqual({ status: 'missing-info' });
    });
  });
});

describe("choosing the guest's photos", () => {
  const gallery: GalleryPhoto[] = [1, 2, 3].map((n) => ({
    id: `g${n}`,
    storage_path: `gallery/g${n}.jpg`,
    alt_text: `Gallery ${n}`,
    order_index: n,
    name: null,
    url: `/g${n}.jpg`,
    photo_url: `/g${n}.jpg`,
  }));
  const maggie: Guest = { id: MAGGIE, name: 'Margaret Ellis', personal_message: null, photo_dir: null };
  const tom: Guest = { id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k' };

  it('picks 3 of 4 own photos with the given randomness', async () => {
    const first = await loadGuestPhotos(source(), maggie, gallery, () => 0);
    const last = await loadGuestPhotos(source(), maggie, gallery, () => 0.999);

    expect(first.map((p) => p.url.split('?')[0]?.split('/').pop())).toEqual(['dance-2.JPEG', 'dance-3.webp', 'dance-4.gif']);
    expect(last.map((p) => p.url.split('?')[0]?.split('/').pop())).toEqual(['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp']);
  });

  it('fills a single own photo up with the first gallery photos', async () => {
    const photos = await loadGuestPhotos(source(), tom, gallery);

    expect(photos.map((p) => p.id)).toEqual([expect.any(String), 'g1', 'g2']);
    expect(photos[0]?.url).toContain('/guest-photos/tom-nguyen-7f3k/fishing.png?token=');
  });

  it('answers the first 3 sample photos when the listing fails', async () => {
    standIn().setFailure('list', 'refuse');

    await expect(loadGuestPhotos(source(), tom, gallery)).resolves.toEqual(SAMPLE_GUEST_PHOTOS);
    expect(logs.error()).toHaveBeenCalledWith('Failed to load guest photos:', expect.any(String));
  });
});

describe('assembling', () => {
  it('always titles the love story Recap, whatever the stored title', () => {
    const invitation = assembleInvitation({
      guest: { id: TOM, name: 'Tom', personal_message: null, photo_dir: null },
      info: { couple: {}, photos: {}, loveStory: { title: 'Our story' }, wedding: {}, rsvp: {} },
      timeline: [],
      gallery: [],
      hero: '/h.jpg',
      venuePhoto: '/v.jpg',
    });

    expect(invitation.loveStory).toEqual({ title: 'Recap', timeline: [] });
    expect(invitation.photos).toEqual({ hero: '/h.jpg', gallery: [], day: [] });
  });
});
