import { builtInContent } from '@/lib/data/built-in';
import { loadGuestPhotos, loadInvitation } from '@/lib/invitation/invitation';
import { captureConsole, NO_SNAPSHOT, withStandIn } from '@/tests/support/stand-in';
import { LISBON, lisbonStandIn } from '@/tests/support/other-couple';
import { guestSees, linksOf, minutesLeft, siteSource, testClock } from './support';

/** Issue 12's fault suite, continued: links near expiry, and a guest lookup that fails. */
const clock = testClock();
const standIn = withStandIn(() => lisbonStandIn({ now: clock.now }));
captureConsole();

describe('no expired link is ever served', () => {
  it('a page rendered 61 minutes after the last read carries only links with at least 10 minutes left', async () => {
    const source = siteSource(standIn(), clock.now);
    const first = await guestSees(source, clock.now);
    expect(linksOf(first).length).toBeGreaterThan(5);

    clock.advanceMinutes(61);
    const later = await guestSees(source, clock.now);

    expect(later).toMatchObject({ names: LISBON.fullNames });
    expect(linksOf(later).filter((u) => u.includes('/sign/')).length).toBe(linksOf(first).length);
    for (const url of linksOf(later)) expect(minutesLeft(url, clock.now())).toBeGreaterThanOrEqual(10);
  });

  it('renews the links ahead of time in the background, before any guest could get a short one', async () => {
    const source = siteSource(standIn(), clock.now);
    await guestSees(source, clock.now);
    clock.advanceMinutes(46); // 14 minutes left: renewed now, in the background

    await guestSees(source, clock.now);
    await new Promise((r) => setTimeout(r, 300));
    const next = await guestSees(source, clock.now);

    for (const url of linksOf(next)) expect(minutesLeft(url, clock.now())).toBeGreaterThan(50);
  });

  it("shows stock images and placeholders, never a dead link, when links cannot be renewed", async () => {
    const source = siteSource(standIn(), clock.now);
    await guestSees(source, clock.now);
    clock.advanceMinutes(55);
    for (const route of ['sign', 'sign-batch', 'list'] as const) standIn().setFailure(route, '500');
    for (const table of ['wedding_info', 'love_story', 'photo_gallery']) standIn().setFailure('rest', '500', { table });

    const seen = await guestSees(source, clock.now);

    expect(seen).toMatchObject({ names: LISBON.fullNames, hero: '/images/hero-fallback.jpg', venuePhoto: '/images/venue-fallback.jpg' });
    expect(linksOf(seen).some((u) => u.includes('/sign/'))).toBe(false);
  });

  it("re-signs the guest's own photos too", async () => {
    await standIn().setFile(`guest-photos/${LISBON.guest.id}/fado.jpg`, 'bytes');
    const source = siteSource(standIn(), clock.now);
    const guest = { id: LISBON.guest.id, name: LISBON.guest.name, personal_message: null, photo_dir: null };
    await loadGuestPhotos(source, guest, []);
    clock.advanceMinutes(61);

    const [photo] = await loadGuestPhotos(source, guest, []);

    expect(photo?.url).toContain(`guest-photos/${LISBON.guest.id}/fado.jpg`);
    expect(minutesLeft(photo!.url, clock.now())).toBeGreaterThanOrEqual(10);
  });
});

describe('a failed guest lookup is not an unknown guest', () => {
  it.each(['500', 'hang', 'refuse'] as const)('a lookup that fails (%s) is lookup-failed: the no-access notice, answered 503', async (mode) => {
    standIn().setFailure('rest', mode, { table: 'guests' });

    await expect(loadInvitation(siteSource(standIn(), clock.now), LISBON.guest.id, { builtIn: builtInContent(NO_SNAPSHOT, false) })).resolves.toEqual({
      status: 'lookup-failed',
    });
  });

  it('an id no guest has stays plain no-access (404)', async () => {
    const seen = await guestSees(siteSource(standIn(), clock.now), clock.now, NO_SNAPSHOT, '00000000-0000-4000-8000-000000000000');
    expect(seen).toEqual({ status: 'no-access' });
  });
});
