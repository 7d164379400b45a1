import { guestFieldProblems } from './guest-checks';

/** The checks one guest's fields must pass, wherever they come from: a CSV line, guests.json, a backup. */

it('finds nothing wrong with a good guest, nor with fields left out or empty', () => {
  expect(guestFieldProblems({ name: 'Giulia Bianchi', personal_message: 'Giulia, senza di te… 🥂', photo_dir: 'giulia', language: 'it' })).toEqual([]);
  expect(guestFieldProblems({ name: '渡辺 花子', personal_message: null, photo_dir: null, language: null })).toEqual([]);
  expect(guestFieldProblems({})).toEqual([]);
});

it("names every problem of one guest at once, one message each, in the couple's words", () => {
  expect(guestFieldProblems({ name: 'Ana\x07', personal_message: 'hi\0', photo_dir: '../fotos', language: 'jp' })).toEqual([
    'the name "Ana␇" holds a control character (such as ESC or BEL): retype it without',
    'the personal message holds a NUL character, which the database cannot store',
    'photo_dir "../fotos" must be one plain folder name inside guest-photos/ (no / or \\)',
    'language "jp" is a country code, not a language; did you mean ja?',
  ]);
});

it('counts lengths in characters as the database does: 200 emoji are a name, 201 are not', () => {
  expect(guestFieldProblems({ name: '😀'.repeat(200) })).toEqual([]);
  expect(guestFieldProblems({ name: '😀'.repeat(201) })).toEqual(['the name is longer than 200 characters']);
  expect(guestFieldProblems({ name: 'Bo', personal_message: 'x'.repeat(5001) })).toEqual(['the personal message is longer than 5000 characters']);
});

it('refuses an empty name, a folder with a control character, and a language that is no tag', () => {
  expect(guestFieldProblems({ name: '  ' })).toEqual(['the name is empty']);
  expect(guestFieldProblems({ photo_dir: 'tia\u001brosa' })).toEqual(['photo_dir "tia␛rosa" holds a control character (such as a tab): retype the folder name without']);
  expect(guestFieldProblems({ language: 'italiano' })).toEqual(['language "italiano" is not a language tag; did you mean it?']);
});
