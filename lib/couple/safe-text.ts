// Names come from spreadsheets and may hold formulas or terminal escapes: shown as text, never acted on.

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const visible = (ch: string) => {
  const code = ch.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return '\uFFFD';
};

// OWASP CSV injection.
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export function csvCell(value: string): string {
  const shown = value.replace(/\r\n?/g, '\n').replace(CONTROLS, visible);
  return FORMULA_START.test(shown) ? `'${shown}` : shown;
}

export function terminalText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROLS, visible);
}

export const terminalValue = (value: string) => terminalText(value).replace(/[\n\t]/g, visible);
