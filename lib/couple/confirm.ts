import { createInterface } from 'node:readline/promises';

export type Ask = (question: string) => Promise<string>;

export interface ConfirmIo {
  out(line: string): void;
  err(line: string): void;
}

export const CONFIRM_REFUSED =
  'Nothing was changed. To remove the above, run the command again with --yes, or at a terminal and type yes when asked.';

export async function confirmRemoval(lines: string[], opts: { yes: boolean; ask?: Ask }, io: ConfirmIo): Promise<boolean> {
  if (lines.length === 0) return true;
  for (const line of lines) io.out(line);
  if (opts.yes) return true;
  if (!opts.ask) {
    io.err(`${CONFIRM_REFUSED} (There is no terminal to ask at.)`);
    return false;
  }
  const answer = (await opts.ask('Remove these? Type yes to go on, anything else to stop: ')).trim().toLowerCase();
  if (answer === 'yes') return true;
  io.err(CONFIRM_REFUSED);
  return false;
}

export function terminalAsk(input: NodeJS.ReadableStream & { isTTY?: boolean }, output: NodeJS.WritableStream): Ask | undefined {
  if (!input.isTTY) return undefined;
  return async (question) => {
    const rl = createInterface({ input, output });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
}
