import { noticesFor, parseNotices, shownNotice } from './notices';

const row = (over: Record<string, unknown>) => ({
  id: 'n1',
  part: null,
  language: 'en',
  texts: { en: 'The boat leaves at 19:30' },
  posted_at: '2027-06-12T16:00:00Z',
  edited_at: null,
  withdrawn_at: null,
  ...over,
});

describe("the couple's notices", () => {
  it('reads every good row and leaves out a bad one, a text over 280 characters and an unknown tag', () => {
    const notices = parseNotices([
      row({ id: 'a' }),
      row({ id: 'b', part: 'Not An Id' }),
      row({ id: 'c', texts: { en: 'x'.repeat(281), pt: 'Olá' }, language: 'en' }),
      row({ id: 'd', texts: { 'not a tag!': 'x' } }),
      'junk',
    ]);
    expect(notices.map((n) => n.id)).toEqual(['a', 'c']);
    // The one written first is gone: the notice is read in the one left.
    expect(notices[1]).toMatchObject({ texts: { pt: 'Olá' }, language: 'pt' });
  });

  it("gives a guest those for everyone and for their parts, never another part's or a withdrawn one, newest first", () => {
    const notices = parseNotices([
      row({ id: 'all', posted_at: '2027-06-12T10:00:00Z' }),
      row({ id: 'party', part: 'party', posted_at: '2027-06-12T12:00:00Z' }),
      row({ id: 'ceremony', part: 'ceremony' }),
      row({ id: 'gone', withdrawn_at: '2027-06-12T13:00:00Z' }),
    ]);
    expect(noticesFor(['party'], notices).map((n) => n.id)).toEqual(['party', 'all']);
    expect(noticesFor(['ceremony'], notices).map((n) => n.id)).toEqual(['ceremony', 'all']);
    expect(noticesFor([], notices).map((n) => n.id)).toEqual(['ceremony', 'party', 'all']);
  });

  it("is read in the guest's language, its base language, else the one written first, with its direction", () => {
    const [notice] = parseNotices([row({ language: 'pt', texts: { pt: 'O barco sai às 19:30', en: 'The boat leaves at 19:30', ar: 'يغادر القارب' } })]);
    expect(shownNotice(notice!, 'pt-PT')).toMatchObject({ text: 'O barco sai às 19:30', lang: 'pt', dir: 'ltr' });
    expect(shownNotice(notice!, 'ar')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(shownNotice(notice!, 'ja')).toMatchObject({ text: 'O barco sai às 19:30', lang: 'pt' });
    const [european] = parseNotices([row({ language: 'en', texts: { en: 'The boat leaves at 19:30', 'pt-PT': 'O barco sai às 19:30' } })]);
    expect(shownNotice(european!, 'pt')).toMatchObject({ lang: 'pt-PT' });
  });
});
