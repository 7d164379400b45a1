import { settingsChange, settingsChanges, settingsForm, settingsValues } from './guest-photo-settings';
import { uploadWindow } from './upload-window';

// When guests may send, counted in the wedding's own days, and what the owners' form makes of it.

const wedding = (date: string, extra: Record<string, unknown> = {}) => ({ wedding: { date, timeZone: 'Pacific/Auckland', ...extra } });
const settings = { closesOn: null, shareApproved: false, filesPerGuest: 200, bytesPerGuest: 500 * 2 ** 20, planBytes: 2 ** 30, keptForCoupleBytes: 100 * 2 ** 20 };

describe('the window guests may send in', () => {
  it("opens on the wedding's day where it is held, and closes 30 days after unless the couple says otherwise", () => {
    // 12:30 UTC on 17 September is already the 18th in Auckland.
    expect(uploadWindow(wedding('2027-09-18'), settings, new Date('2027-09-17T12:30:00Z'))).toEqual({
      day: '2027-09-18',
      closes: '2027-10-18',
      defaultCloses: '2027-10-18',
      zone: 'Pacific/Auckland',
      now: 'open',
    });
    expect(uploadWindow(wedding('2027-09-18'), settings, new Date('2027-09-17T11:30:00Z')).now).toBe('before');
    expect(uploadWindow(wedding('2027-09-18'), settings, new Date('2027-10-18T10:00:00Z')).now).toBe('open');
    expect(uploadWindow(wedding('2027-09-18'), settings, new Date('2027-10-18T11:30:00Z')).now).toBe('closed');
    expect(uploadWindow(wedding('2027-09-18'), { closesOn: '2027-09-20' }, new Date('2027-09-21T12:00:00Z')).now).toBe('closed');
  });

  it('never opens for a wedding without a date, or one that stays an invitation', () => {
    expect(uploadWindow(null, settings).now).toBe('never');
    expect(uploadWindow(wedding('2027-09-18', { staysAnInvitation: true }), settings).now).toBe('never');
  });
});

describe("the owners' form", () => {
  const window = uploadWindow(wedding('2027-09-18'), settings, new Date('2027-09-01T00:00:00Z'));
  const parse = (values: Record<string, string | undefined>) => settingsForm.safeParse({ share: undefined, closes_on: '', files_per_guest: '200', mb_per_guest: '500', ...values });

  it('shows the closing date in effect, and keeps the default as none so it moves with the wedding', () => {
    expect(settingsValues(settings, window)).toEqual({ share: '', closes_on: '2027-10-18', files_per_guest: '200', mb_per_guest: '500' });
    const same = parse({ closes_on: '2027-10-18' });
    expect(same.success && settingsChange(same.data, window)).toEqual({ shareApproved: false, closesOn: null, filesPerGuest: 200, bytesPerGuest: 500 * 2 ** 20 });
    const later = parse({ closes_on: '2027-11-01', share: 'on' });
    const change = later.success ? settingsChange(later.data, window) : null;
    expect(change).toEqual({ shareApproved: true, closesOn: '2027-11-01', filesPerGuest: 200, bytesPerGuest: 500 * 2 ** 20 });
    expect(settingsChanges(settings, change as never, window)).toEqual([
      'Share approved photos with guests: off → on',
      'Last day guests may add photos: Mon, 18 October 2027 → Mon, 1 November 2027',
    ]);
  });

  it('refuses a last day before the wedding, a date that is none, and limits that are not whole numbers in range', () => {
    const early = parse({ closes_on: '2027-09-17' });
    expect(early.success && settingsChange(early.data, window)).toEqual({ field: 'closes_on', message: 'The last day cannot be before the wedding (Sat, 18 September 2027): guests could never add a photo.' });
    const messages = (values: Record<string, string>) => {
      const r = parse(values);
      return r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(messages({ closes_on: '2027-02-30' })).toEqual([['closes_on', 'Choose a date, such as 2027-07-12.']]);
    expect(messages({ files_per_guest: '20000' })).toEqual([['files_per_guest', 'At most 10,000 files.']]);
    expect(messages({ mb_per_guest: '2.5' })).toEqual([['mb_per_guest', 'Write the MB as a whole number.']]);
  });
});
