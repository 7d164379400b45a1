import { manifestText } from '@/lib/invitation/web-manifest';
import type { Couple } from './types';
import { webManifestPath } from '../site/routes';
import { webManifest } from './web-manifest';

const ID = 'aa65baed-fb2b-4053-ba70-853b127d1f88';
const text = (couple: Couple, language = 'en') => manifestText({ info: { couple, photos: {}, wedding: {}, rsvp: {} }, language });

describe('webManifest', () => {
  it("opens the guest's own invitation, named after the couple", () => {
    const manifest = webManifest(text({ name1: 'Amelia', name2: 'Daniel' }), ID, 'v1');
    expect(manifest.start_url).toBe(`/invite/${ID}`);
    expect(manifest.id).toBe(`/invite/${ID}`);
    expect(manifest.name).toBe('Wedding Invitation - Amelia & Daniel');
    expect(manifest.short_name).toBe('Amelia & Daniel');
    expect(manifest.description).toBe('Your wedding invitation, also without a connection.');
    expect(manifest).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe('#fbf7f1');
  });

  it("speaks the guest's language, right to left for Arabic", () => {
    const arabic = webManifest(text({ name1: 'Amelia', name2: 'Daniel' }, 'ar'), ID, 'v1');
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', name: 'دعوة زفاف – Amelia & Daniel', short_name: 'Amelia & Daniel' });
    expect(arabic.description).toBe('دعوتكم إلى الزفاف، متاحة حتى من دون اتصال بالإنترنت.');
    expect(webManifest(text({}, 'pl'), ID, 'v').short_name).toBe('Zaproszenie');
  });

  it('offers the 192 and 512 pixel icons made from the couple photo', () => {
    const icons = webManifest(text({ name1: 'Amelia', name2: 'Daniel' }), ID, 'abc').icons;
    expect(icons.map((i) => [i.src, i.sizes])).toEqual([
      ['/share/icon.png?v=abc', '192x192'],
      ['/share/icon-512.png?v=abc', '512x512'],
    ]);
  });

  it('still has a name when the couple has none', () => {
    expect(webManifest(text({}), ID, 'v').name).toBe('Wedding Invitation');
  });

  it('lives under the guest link', () => {
    expect(webManifestPath(ID)).toBe(`/invite/${ID}/manifest.webmanifest`);
  });
});
