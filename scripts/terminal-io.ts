import { terminalText } from '../lib/couple/safe-text';

/** Where the tools print: every line through terminalText, so a guest's name never sends the terminal an escape. */
export const terminalIo = {
  out: (line: string) => console.log(terminalText(line)),
  err: (line: string) => console.error(terminalText(line)),
};
