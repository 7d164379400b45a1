/**
 * Text from guests' names and messages on its way into a file or the couple's terminal. A name is
 * whatever someone typed into a spreadsheet or Supabase's Table Editor, so it may hold a formula
 * (=HYPERLINK(…)) or terminal escapes (ESC ] 0 ; … BEL): both are shown as text, never acted on.
 */

/**
 * Control characters (C0 but tab and newline, DEL, C1) and the bidi embeddings, overrides and
 * isolates: the first drive a terminal, the second reorder what follows on the line.
 */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Each control made visible: a C0 one as its Unicode control picture (ESC → ␛), the others as U+FFFD. */
const visible = (ch: string) => {
  const code = ch.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return '\uFFFD';
};

/** A cell a spreadsheet may read as a formula (OWASP CSV injection): = + - @ first (fullwidth too, or after spaces), or a tab or line break. */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * A cell's value as the tools write it into a CSV file: control characters made visible (tab and
 * line breaks kept, as CSV quoting holds them), and a value that starts like a formula prefixed
 * with a single quote, so the spreadsheet shows it as text.
 */
export function csvCell(value: string): string {
  const shown = value.replace(/\r\n?/g, '\n').replace(CONTROLS, visible);
  return FORMULA_START.test(shown) ? `'${shown}` : shown;
}

/**
 * Text as it is printed to the couple's terminal: lines stay lines and tabs stay tabs, every other
 * control character (ESC, BEL, a carriage return that would overwrite the line) and every bidi control is made visible.
 */
export function terminalText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROLS, visible);
}

/** One value set into a line (a name): as terminalText, and a line break in it is shown, never a new line. */
export const terminalValue = (value: string) => terminalText(value).replace(/[\n\t]/g, visible);
