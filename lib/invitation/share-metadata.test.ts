import { invitationText } from '@/lib/invitation/page-metadata';
import { openGraphLocale, shareMetadata } from './share-metadata';

describe('invitation share text', () => {
  it('names the couple from name1 and name2', () => {
    expect(invitationText({ name1: 'Amelia', name2: 'Daniel' }, 'en')).toEqual({
      title: 'Wedding Invitation - Amelia & Daniel',
      description: "You're invited to celebrate the wedding of Amelia and Daniel. Join us for our special day!",
    });
  });
  it('falls back to the first words of bride and groom, then to fullNames', () => {
    expect(invitationText({ bride: 'Zoe Anne Smith', groom: 'Max Jones' }, 'en').title).toBe('Wedding Invitation - Zoe & Max');
    expect(invitationText({ fullNames: 'Zoe Smith & Max Jones' }, 'en').description).toBe(
      "You're invited to celebrate the wedding of Zoe Smith and Max Jones. Join us for our special day!",
    );
  });
  it('uses the no-access wording when the couple has no names', () => {
    expect(invitationText({}, 'en')).toEqual({ title: 'Wedding Invitation', description: "You're invited to celebrate our special day!" });
  });
  it("is in the guest's language, still with the couple's names only", () => {
    expect(invitationText({ name1: 'Amelia', name2: 'Daniel' }, 'pl')).toEqual({
      title: 'Zaproszenie na ślub – Amelia & Daniel',
      description: 'Amelia i Daniel biorą ślub i zapraszają Cię do wspólnego świętowania. Bądź z nami w tym wyjątkowym dniu!',
    });
  });
});

describe('share metadata', () => {
  const meta = shareMetadata({
    title: 'T',
    description: 'D',
    language: 'pl',
    siteName: 'Zaproszenie na ślub',
    origin: new URL('https://our-wedding.example'),
    path: '/invite/abc',
    imageVersion: 'v1',
    imageAlt: 'Amelia & Daniel',
  });

  it('makes every URL absolute from the site origin', () => {
    expect(meta.openGraph).toMatchObject({ url: 'https://our-wedding.example/invite/abc', type: 'website' });
    const images = (meta.openGraph as { images: { url: string; width: number; height: number }[] }).images;
    expect(images[0]).toMatchObject({ url: 'https://our-wedding.example/share/image.jpg?v=v1', width: 1200, height: 630 });
  });
  it("names the page's language and country as Open Graph spells them", () => {
    expect(meta.openGraph).toMatchObject({ locale: 'pl_PL', siteName: 'Zaproszenie na ślub' });
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('ar')).toBe('ar_EG');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
  });
  it('asks for a large Twitter card', () => {
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });
  it('keeps search engines out without a generic noindex', () => {
    expect(meta.robots).toEqual({ googleBot: { index: false, follow: false } });
    expect(meta.robots).not.toHaveProperty('index');
  });
  it.each(['bingbot', 'yandex', 'baiduspider', 'applebot', 'duckduckbot', 'yeti', 'seznambot', 'sogou', 'petalbot'])(
    'tells %s by name not to index the invitation',
    (bot) => expect(meta.other).toMatchObject({ [bot]: 'noindex, nofollow' }),
  );
});
