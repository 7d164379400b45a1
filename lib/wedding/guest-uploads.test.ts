import { fileProblem, isOpen, pickedType, uploadWindow } from './guest-uploads';
import type { WeddingInfo } from './types';

const wedding = (extra: Partial<WeddingInfo['wedding']> = {}) => ({ wedding: { date: '2027-06-12', timeZone: 'Europe/Lisbon', ...extra } }) as Pick<WeddingInfo, 'wedding'>;
const lisbon = (at: string) => Date.parse(`${at}+01:00`);

describe('when guests may send photos', () => {
  it("opens at midnight of the wedding's date in its own zone and closes at the end of the 30th day after", () => {
    const window = uploadWindow(wedding(), null);
    expect(window).toEqual({ opensAt: lisbon('2027-06-12T00:00:00'), closesAt: lisbon('2027-07-13T00:00:00') });
    expect(isOpen(window, lisbon('2027-06-11T23:59:59'))).toBe(false);
    expect(isOpen(window, lisbon('2027-06-12T15:00:00'))).toBe(true);
    expect(isOpen(window, lisbon('2027-07-12T23:59:59'))).toBe(true);
    expect(isOpen(window, lisbon('2027-07-13T00:00:00'))).toBe(false);
  });

  it("closes at the end of the closing date the couple set, in the wedding's zone", () => {
    expect(uploadWindow(wedding({ timeZone: 'Asia/Tokyo' }), '2027-06-20').closesAt).toBe(Date.parse('2027-06-21T00:00:00+09:00'));
  });

  it('never opens on a wedding that stays an invitation', () => {
    expect(isOpen(uploadWindow(wedding({ staysAnInvitation: true }), null), lisbon('2027-06-12T15:00:00'))).toBe(false);
  });
});

describe('a picked file', () => {
  const file = (name: string, type: string, size = 1_000_000) => ({ name, type, size });

  it('may be a photo (JPEG, PNG, WebP, HEIC) or an MP4 or MOV video', () => {
    for (const f of [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp'), file('IMG_1.HEIC', ''), file('d.mov', 'video/quicktime'), file('e.mp4', 'video/mp4')]) {
      expect(fileProblem(f, 12)).toBeNull();
    }
    expect(pickedType(file('IMG_1.HEIC', ''))).toBe('image/heic');
    expect(pickedType(file('x.jpg', 'image/jpg'))).toBe('image/jpeg');
  });

  it('is refused when it is anything else, over 50 MB, or a video over a minute', () => {
    expect(fileProblem(file('drawing.svg', 'image/svg+xml'))).toBe('type');
    expect(fileProblem(file('page.html', 'text/html'))).toBe('type');
    expect(fileProblem(file('film.mp4', 'video/mp4', 60 * 1024 * 1024))).toBe('size');
    expect(fileProblem(file('empty.jpg', 'image/jpeg', 0))).toBe('size');
    expect(fileProblem(file('long.mov', 'video/quicktime'), 95)).toBe('length');
    expect(fileProblem(file('unknown-length.mov', 'video/quicktime'), null)).toBeNull();
  });
});
