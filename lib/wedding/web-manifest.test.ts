import { webManifest, webManifestPath } from './web-manifest';

const ID = 'aa65baed-fb2b-4053-ba70-853b127d1f88';

describe('webManifest', () => {
  it("opens the guest's own invitation, named after the couple", () => {
    const manifest = webManifest({ name1: 'Amelia', name2: 'Daniel' }, ID, 'v1');
    expect(manifest.start_url).toBe(`/invite/${ID}`);
    expect(manifest.id).toBe(`/invite/${ID}`);
    expect(manifest.name).toBe('Wedding Invitation - Amelia & Daniel');
    expect(manifest.short_name).toBe('Amelia & Daniel');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe('#fbf7f1');
  });

  it('offers the 192 and 512 pixel icons made from the couple photo', () => {
    const icons = webManifest({ name1: 'Amelia', name2: 'Daniel' }, ID, 'abc').icons;
    expect(icons.map((i) => [i.src, i.sizes])).toEqual([
      ['/share/icon.png?v=abc', '192x192'],
      ['/share/icon-512.png?v=abc', '512x512'],
    ]);
  });

  it('still has a name when the couple has none', () => {
    expect(webManifest({}, ID, 'v').name).toBe('Wedding Invitation');
  });

  it('lives under the guest link', () => {
    expect(webManifestPath(ID)).toBe(`/invite/${ID}/manifest.webmanifest`);
  });
});
