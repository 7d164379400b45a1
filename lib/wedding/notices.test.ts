import { noticeReadings, noticesFor, parseNotices, shownNotice } from './notices';

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

  it("is read in the guest's language, its own in another region or script, with its direction", () => {
    const [notice] = parseNotices([row({ language: 'pt', texts: { pt: 'O barco sai às 19:30', en: 'The boat leaves at 19:30', ar: 'يغادر القارب' } })]);
    expect(shownNotice(notice!, 'pt-PT', 'pt')).toMatchObject({ text: 'O barco sai às 19:30', lang: 'pt', dir: 'ltr' });
    expect(shownNotice(notice!, 'ar', 'pt')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    const [european] = parseNotices([row({ language: 'en', texts: { en: 'The boat leaves at 19:30', 'pt-PT': 'O barco sai às 19:30' } })]);
    expect(shownNotice(european!, 'pt-BR', 'en')).toMatchObject({ lang: 'pt-PT' });
    const [chinese] = parseNotices([row({ texts: { 'zh-Hans': '船19:30开', 'zh-Hant': '船19:30開' } })]);
    expect(shownNotice(chinese!, 'zh-TW', 'en')).toMatchObject({ lang: 'zh-Hant' });
    expect(shownNotice(chinese!, 'zh', 'en')).toMatchObject({ lang: 'zh-Hans' });
  });

  it("is read, by a guest it was not written for, in the wedding's language, else in English, never in the one written first", () => {
    const [notice] = parseNotices([row({ language: 'en', texts: { ja: '花火は零時に庭園で', pt: 'Fogo de artifício à meia-noite' } })]);
    expect(shownNotice(notice!, 'en', 'pt-BR')).toMatchObject({ lang: 'pt' });
    expect(shownNotice(notice!, 'he', 'pt')).toMatchObject({ lang: 'pt' });
    expect(shownNotice(notice!, 'ja', 'pt')).toMatchObject({ lang: 'ja' });
    // A guest without a language of their own reads the wedding's.
    expect(shownNotice(notice!, null, 'ja')).toMatchObject({ lang: 'ja' });
    const [withEnglish] = parseNotices([row({ texts: { ja: '花火', en: 'Fireworks at midnight' } })]);
    expect(shownNotice(withEnglish!, 'he', 'de')).toMatchObject({ lang: 'en', text: 'Fireworks at midnight' });
  });

  it('is shown to nobody who reads none of their own, the wedding\'s or English', () => {
    const [notice] = parseNotices([row({ texts: { ja: '花火は零時に庭園で', pt: 'Fogo de artifício à meia-noite' } })]);
    expect(shownNotice(notice!, 'en', 'de')).toBeNull();
    expect(shownNotice(notice!, 'he', null)).toBeNull();
  });

  it("tells the desk, before posting, which text each guest will read, or that they will not see it", () => {
    const guests = [{ name: 'Emily', language: 'en' }, { name: 'Noa', language: 'he' }, { name: 'Hanako', language: 'ja' }, { name: 'João', language: 'pt-BR' }, { name: 'Ana', language: null }];
    const readings = noticeReadings({ ja: '花火', pt: 'Fogo de artifício', en: '  ' }, 'de', guests);
    expect(readings.map(({ guest, reads }) => [guest.name, reads])).toEqual([['Emily', null], ['Noa', null], ['Hanako', 'ja'], ['João', 'pt'], ['Ana', null]]);
    expect(noticeReadings({ ja: '花火', pt: 'Fogo de artifício' }, 'pt-PT', guests).map((r) => r.reads)).toEqual(['pt', 'pt', 'ja', 'pt', 'pt']);
  });
});
