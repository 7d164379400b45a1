import { decodeUtf8, formatProblem, ImportError, parseGuestCsv, type Problem } from './csv';

/** Reading the couple's CSV: what is accepted, and the problems by the sheet's row and guest when it is not. */

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e.problems.map((p: Problem) => formatProblem(p));
    throw e;
  }
  throw new Error('expected the file to be refused');
};

describe('a good file', () => {
  it('reads every guest with their message and photo folder', () => {
    const rows = parseGuestCsv('name,personal_message,photo_dir\nMargaret Ellis,See you there!,\nTom Nguyen,,tom-nguyen-7f3k\n');
    expect(rows).toEqual([
      { row: 2, name: 'Margaret Ellis', personal_message: 'See you there!' },
      { row: 3, name: 'Tom Nguyen', photo_dir: 'tom-nguyen-7f3k' },
    ]);
  });

  it('keeps commas and quotes inside quoted values, and UTF-8 names', () => {
    const rows = parseGuestCsv('name,personal_message,photo_dir\n"Zoë Ångström, Jr.","We said ""yes"", and you\'re coming!",\n李小龍,歡迎,\n');
    expect(rows.map((r) => [r.name, r.personal_message])).toEqual([
      ['Zoë Ångström, Jr.', 'We said "yes", and you\'re coming!'],
      ['李小龍', '歡迎'],
    ]);
  });

  it('accepts a byte-order mark, Windows line ends, blank lines and any column order', () => {
    const rows = parseGuestCsv('\uFEFFphoto_dir,Name\r\n\r\ntom,Tom Nguyen\r\n');
    expect(rows).toEqual([{ row: 3, name: 'Tom Nguyen', photo_dir: 'tom' }]);
  });

  it('reads a message over several lines as one row, numbering the rows as the spreadsheet does', () => {
    const rows = parseGuestCsv('name,personal_message\nAna,"Line one\nline two"\nBo,hi\n\nCy,"a\n\nb"\nDi,\n');
    expect(rows.map((r) => [r.row, r.name, r.personal_message])).toEqual([
      [2, 'Ana', 'Line one\nline two'],
      [3, 'Bo', 'hi'],
      [5, 'Cy', 'a\n\nb'],
      [6, 'Di', undefined],
    ]);
  });

  it('leaves a column the file does not have undefined, so the import keeps what is stored', () => {
    expect(parseGuestCsv('name\nAna\n')).toEqual([{ row: 2, name: 'Ana' }]);
  });

  it('takes an optional id column, in any case', () => {
    const rows = parseGuestCsv('id,name\nAD99D399-E031-4BD5-871A-9C5C00FCE4A8,Tom\n,New Guest\n');
    expect(rows).toEqual([
      { row: 2, id: 'ad99d399-e031-4bd5-871a-9c5c00fce4a8', name: 'Tom' },
      { row: 3, name: 'New Guest' },
    ]);
  });

  it("reads each guest's language as a BCP 47 tag, spelled the standard way; empty keeps what is stored", () => {
    const rows = parseGuestCsv('name,language\nZofia,pl\nMaria,pt-br\nKhoa, VI \nRosa,\n');
    expect(rows.map((r) => [r.name, r.language])).toEqual([
      ['Zofia', 'pl'],
      ['Maria', 'pt-BR'],
      ['Khoa', 'vi'],
      ['Rosa', undefined],
    ]);
  });

  it("reads each guest's parts of the day, apart by spaces; an empty cell, like no column, leaves them as stored", () => {
    const rows = parseGuestCsv('name,invited_to\nAnna,ceremony\nJan,ceremony evening\nRosa,\n');
    expect(rows.map((r) => [r.name, r.invited_to])).toEqual([
      ['Anna', ['ceremony']],
      ['Jan', ['ceremony', 'evening']],
      ['Rosa', undefined],
    ]);
    expect(parseGuestCsv('name\nAna\n')[0]?.invited_to).toBeUndefined();
  });

  it.each([
    ['comma', ',', 'name,invited_to\nAnna,"ceremony,lunch"\nJan,"evening; lunch"\n'],
    ['semicolon (Excel in Poland or Germany)', ';', 'name;invited_to\nAnna;"ceremony;lunch"\nJan;"evening, lunch"\n'],
    ['tab', '\t', 'name\tinvited_to\nAnna\tceremony,lunch\nJan\tevening;lunch\n'],
  ])('reads the parts in a %s-separated file, the other separators and a quoted own one inside the cell', (_name, _sep, text) => {
    expect(parseGuestCsv(text).map((r) => [r.name, r.invited_to])).toEqual([
      ['Anna', ['ceremony', 'lunch']],
      ['Jan', ['evening', 'lunch']],
    ]);
  });

  it('reads mixed separators (+ | , ; spaces) and uppercase ids as lowercase ids, each once', () => {
    const rows = parseGuestCsv('name,invited_to\nAnna," Ceremony + LUNCH|evening ,  ceremony "\nJan,Evening-Party\n');
    expect(rows.map((r) => r.invited_to)).toEqual([['ceremony', 'lunch', 'evening'], ['evening-party']]);
  });

  it('tidies names: surrounding and repeated spaces go', () => {
    expect(parseGuestCsv('name\n"  Mary   Jane  "\n')[0]?.name).toBe('Mary Jane');
  });
});

describe('a bad file', () => {
  it('names every bad row at once, with the guest on it', () => {
    const csv = [
      'name,personal_message,photo_dir',
      'Ana,hello,', // 2: fine
      ',no name,', // 3
      'Bo,hi,../escape', // 4
      'Cy,"Hi, Cy",a/b', // 5
      'Ana,again,', // 6
    ].join('\n');
    expect(problemsOf(() => parseGuestCsv(csv))).toEqual([
      'row 3: the name is empty',
      'row 4 (Bo): photo_dir "../escape" must be one plain folder name inside guest-photos/ (no / or \\)',
      'row 5 (Cy): photo_dir "a/b" must be one plain folder name inside guest-photos/ (no / or \\)',
      'row 6 (Ana): this name is already on row 2. If they are two guests, add an id column and leave it empty on both rows: each new guest gets an id made for them',
    ]);
  });

  it('explains an unquoted comma that makes too many values', () => {
    expect(problemsOf(() => parseGuestCsv('name,personal_message,photo_dir\nSmith, Jo,hello,\n'))).toEqual([
      'row 2 (Smith): 4 values, but the header has 3 columns. A name or message with a comma must be in double quotes, e.g. "Smith, Jo"',
    ]);
  });

  it('finds the row of a quote that is never closed, or one in the middle of a value', () => {
    expect(problemsOf(() => parseGuestCsv('name,personal_message\nAna,hi\n\nBo,"oops\nCy,hello\n'))).toEqual([
      'row 4: a value opens a double quote (") that is never closed',
    ]);
    expect(problemsOf(() => parseGuestCsv('name,personal_message\nAna,"two\nlines"\nBo,say "hi"\n'))).toEqual([
      'row 3: a double quote (") in the middle of a value: put the whole value in quotes and write a quote inside it as ""',
    ]);
  });

  it('wants the header row first', () => {
    expect(problemsOf(() => parseGuestCsv('Margaret Ellis,Hello,\n'))[0]).toMatch(/^row 1: unknown column "Margaret Ellis"/);
    expect(problemsOf(() => parseGuestCsv('personal_message\nhello\n'))).toEqual([
      'row 1: the first row must be the header row naming the columns, with at least "name" (found: personal_message)',
    ]);
  });

  it('refuses unknown and repeated columns', () => {
    expect(problemsOf(() => parseGuestCsv('name,personal message,name\nAna,hi,Ana\n'))).toEqual([
      'row 1: unknown column "personal message". The columns are name, personal_message, photo_dir, language and invited_to (and id, to update a guest by id)',
      'row 1: the column "name" appears twice',
    ]);
  });

  it('refuses an id that is not a random (v4) UUID, and the same id twice', () => {
    const id = '3f0e8c2a-5b7d-4c1e-9a6f-2d8b4e7c1a90';
    const csv = `id,name\n123,Ana\n${id},Bo\n${id},Cy\n00000000-0000-1000-8000-000000000000,Di\n`;
    expect(problemsOf(() => parseGuestCsv(csv))).toEqual([
      'row 2 (Ana): id "123" is not a guest id as the database makes them (a random, version 4 UUID); leave it empty for a new guest',
      `row 4 (Cy): the id ${id} is already on row 3`,
      'row 5 (Di): id "00000000-0000-1000-8000-000000000000" is not a guest id as the database makes them (a random, version 4 UUID); leave it empty for a new guest',
    ]);
  });

  it('refuses a language that is not a language tag, naming its row, and writes no guest', () => {
    expect(problemsOf(() => parseGuestCsv('name,language\nZofia,polish!\nKhoa,vi\nLayla,ar_LB\n'))).toEqual([
      'row 2 (Zofia): language "polish!" is not a language tag; use one such as pl, vi, ar or pt-BR',
      'row 4 (Layla): language "ar_LB" is not a language tag; did you mean ar-LB?',
    ]);
  });

  it('refuses what the database refuses, with the tag the couple meant: deutsch, pt_PT, a country code', () => {
    expect(problemsOf(() => parseGuestCsv('name,language\nAna,deutsch\nRui,pt_PT\nKenji,jp\nInês,pt-pt\n'))).toEqual([
      'row 2 (Ana): language "deutsch" is not a language tag; did you mean de?',
      'row 3 (Rui): language "pt_PT" is not a language tag; did you mean pt-PT?',
      'row 4 (Kenji): language "jp" is a country code, not a language; did you mean ja?',
    ]);
  });

  it('refuses control characters in a name or photo folder and a NUL in a message, counting length in characters', () => {
    const longName = '😀'.repeat(150);
    expect(problemsOf(() => parseGuestCsv(`name,personal_message,photo_dir\n"Ana\x1b[2J",,\nBo,"hi\0",\nCy,,"a\tb"\n${longName},,\n`))).toEqual([
      'row 2: the name "Ana␛[2J" holds a control character (such as ESC or BEL): retype it without',
      'row 3 (Bo): the personal message holds a NUL character, which the database cannot store',
      'row 4 (Cy): photo_dir "a␉b" holds a control character (such as a tab): retype the folder name without',
    ]);
  });

  it('refuses an empty file and a file with no guests', () => {
    expect(problemsOf(() => parseGuestCsv(''))[0]).toMatch(/^the file is empty/);
    expect(problemsOf(() => parseGuestCsv('name,personal_message\n'))).toEqual(['the file has a header row but no guests']);
  });

  it('refuses bytes that are not UTF-8, naming their row', () => {
    const latin1 = (text: string) => Buffer.from(text, 'latin1'); // Excel's "CSV" on an older Windows: José as one byte é
    expect(problemsOf(() => decodeUtf8(Buffer.concat([Buffer.from('name\nAna\n'), latin1('José\n')])))).toEqual([
      'row 3: this row is not UTF-8 text. Save the file as "CSV UTF-8" (Excel) or with UTF-8 encoding, then import it again.',
    ]);
    const afterLongMessage = Buffer.concat([Buffer.from('name,personal_message\nAna,"one\ntwo\n\nthree"\n\n'), latin1('Bo,"Até\nlogo"\n')]);
    expect(problemsOf(() => decodeUtf8(afterLongMessage))[0]).toMatch(/^row 4: this row is not UTF-8/);
    const insideLongMessage = Buffer.concat([Buffer.from('name,personal_message\nAna,"one\n'), latin1('até\n"\n')]);
    expect(problemsOf(() => decodeUtf8(insideLongMessage))[0]).toMatch(/^row 2: this row is not UTF-8/);
  });
});

describe("Excel's CSV in other languages", () => {
  it('reads a semicolon-separated file (Polish, French, German, Portuguese, Spanish settings), commas kept in values', () => {
    const rows = parseGuestCsv('\uFEFFname;personal_message;photo_dir\r\nŁukasz Żółć;Do zobaczenia, Łukasz!;lukasz\r\n"Smith; Jo";;\r\n');
    expect(rows).toEqual([
      { row: 2, name: 'Łukasz Żółć', personal_message: 'Do zobaczenia, Łukasz!', photo_dir: 'lukasz' },
      { row: 3, name: 'Smith; Jo' },
    ]);
  });

  it('reads a tab-separated file', () => {
    expect(parseGuestCsv('name\tpersonal_message\nAna\tHola, Ana\n')).toEqual([{ row: 2, name: 'Ana', personal_message: 'Hola, Ana' }]);
  });

  it('keeps the line-numbered problems, naming the separator the file uses', () => {
    expect(problemsOf(() => parseGuestCsv('name;personal_message;photo_dir\nGood;hi;\n;no name;\nBad;one;two;three\nDir;hi;a/b\n'))).toEqual([
      'row 3: the name is empty',
      'row 4 (Bad): 4 values, but the header has 3 columns. A name or message with a semicolon must be in double quotes, e.g. "Smith; Jo"',
      'row 5 (Dir): photo_dir "a/b" must be one plain folder name inside guest-photos/ (no / or \\)',
    ]);
  });
});

describe('two guests with the same name', () => {
  it('are both new guests when the id column is left empty for them', () => {
    expect(parseGuestCsv('id,name,personal_message\n,Sam Lee,Hi Sam\n,Sam Lee,Hello Sam\n')).toEqual([
      { row: 2, name: 'Sam Lee', personal_message: 'Hi Sam' },
      { row: 3, name: 'Sam Lee', personal_message: 'Hello Sam' },
    ]);
  });
});

describe('empty cells and the clearing mark', () => {
  const HEADER = 'name,personal_message,photo_dir,language,invited_to\n';

  it('reads an empty cell as "keep what is stored", and a cell of only - (spaces or quotes around it) as "clear it"', () => {
    expect(parseGuestCsv(`${HEADER}Giulia Bianchi,,,,\nMarco Rossi,-, - ,"-",-\n`)).toEqual([
      { row: 2, name: 'Giulia Bianchi' },
      { row: 3, name: 'Marco Rossi', personal_message: null, photo_dir: null, language: null, invited_to: [] },
    ]);
  });

  it('keeps a - that is part of a value as written', () => {
    expect(parseGuestCsv(`${HEADER}Anna-Maria Rossi,"- ci vediamo! -",anna-maria,pt-BR,ceremony-lunch\n`)).toEqual([
      { row: 2, name: 'Anna-Maria Rossi', personal_message: '- ci vediamo! -', photo_dir: 'anna-maria', language: 'pt-BR', invited_to: ['ceremony-lunch'] },
    ]);
  });

  it('refuses - as a name, with the other problems of the file', () => {
    expect(problemsOf(() => parseGuestCsv(`${HEADER}-,Ciao,,,\nBo,,../up,,\n`))).toEqual([
      'row 2: the name cannot be cleared: "-" clears a message, photo folder, language or parts of the day, never a name',
      'row 3 (Bo): photo_dir "../up" must be one plain folder name inside guest-photos/ (no / or \\)',
    ]);
  });

  it("reads an empty field of the desk's form as cleared", () => {
    expect(parseGuestCsv(`${HEADER}Giulia Bianchi,,,,\n`, { emptyClears: true })).toEqual([
      { row: 2, name: 'Giulia Bianchi', personal_message: null, photo_dir: null, language: null, invited_to: [] },
    ]);
  });
});
