import { signMediaUrl, verifyMediaUrl } from './media-signing';
import { siteSecret } from './site-secret';

const SECRET = siteSecret('a-secret-for-the-tests-only-0123456789');
const PHOTO = '/media/guest-photos/tom-nguyen-7f3k/road-trip.png';
const NOW = Date.UTC(2025, 10, 1);
const paramsOf = (url: string) => new URL(url, 'http://site.invalid').searchParams;

describe('signed guest-photo links', () => {
  it('opens the photo within the hour it was signed for', () => {
    const url = signMediaUrl(SECRET, PHOTO, 3600, NOW);
    expect(url.startsWith(`${PHOTO}?expires=`)).toBe(true);
    expect(verifyMediaUrl(SECRET, PHOTO, paramsOf(url), NOW + 60_000)).toBe(3540);
  });

  it('refuses the link once it has expired', () => {
    const url = signMediaUrl(SECRET, PHOTO, 3600, NOW);
    expect(verifyMediaUrl(SECRET, PHOTO, paramsOf(url), NOW + 3601_000)).toBeNull();
  });

  it('refuses a signature moved to another photo, a changed expiry, or another deployment', () => {
    const url = signMediaUrl(SECRET, PHOTO, 3600, NOW);
    expect(verifyMediaUrl(SECRET, '/media/guest-photos/aa65/beach-day.webp', paramsOf(url), NOW)).toBeNull();
    const later = paramsOf(url);
    later.set('expires', String(Number(later.get('expires')) + 86_400));
    expect(verifyMediaUrl(SECRET, PHOTO, later, NOW)).toBeNull();
    expect(verifyMediaUrl(siteSecret('another-deployments-secret-0123456789'), PHOTO, paramsOf(url), NOW)).toBeNull();
    expect(verifyMediaUrl(SECRET, PHOTO, new URLSearchParams(), NOW)).toBeNull();
  });

  it('draws one random secret per process when none is configured', () => {
    expect(siteSecret(null).equals(siteSecret(undefined))).toBe(true);
    expect(siteSecret(null).length).toBe(32);
  });
});
