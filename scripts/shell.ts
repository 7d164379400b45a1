import { parseArgs } from 'node:util';
import { terminalAsk, type Ask } from '../lib/couple/confirm';
import { loadProjectEnv, UsageError, type Env } from '../lib/couple/project';
import { terminalText } from '../lib/couple/safe-text';

/** Where the tools print: every line through terminalText, so a guest's name never sends the terminal an escape. */
export const terminalIo = {
  out: (line: string) => console.log(terminalText(line)),
  err: (line: string) => console.error(terminalText(line)),
};

export interface ShellIo {
  out(line: string): void;
  err(line: string): void;
  /** Given only when a person is at the terminal to answer. */
  ask?: Ask;
}

/** Runs a tool as a command: the project's .env files read, lines printed safely, a question asked only at a terminal. */
export function runCommand(run: (argv: string[], env: Env, io: ShellIo) => Promise<number>): void {
  void loadProjectEnv()
    .then(() => run(process.argv.slice(2), process.env, { ...terminalIo, ask: terminalAsk(process.stdin, process.stderr) }))
    .then((code) => {
      process.exitCode = code;
    });
}

const SHORT: Record<string, string> = { yes: 'y', help: 'h' };

/** The command line's flags by Node's parseArgs, its complaints as the couple reads them ('Unknown option --x', '--out needs a value'). */
export function readFlags<V extends string, B extends string, M extends string = never>(argv: string[], values: readonly V[], booleans: readonly B[], positionals = false, repeatable: readonly M[] = []) {
  const options = Object.fromEntries([
    ...values.map((v) => [v, { type: 'string' as const }]),
    ...repeatable.map((m) => [m, { type: 'string' as const, multiple: true }]),
    ...booleans.map((b) => [b, { type: 'boolean' as const, ...(SHORT[b] ? { short: SHORT[b] } : {}) }]),
  ]);
  try {
    const parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals });
    return { flags: parsed.values as Partial<Record<V, string> & Record<B, boolean> & Record<M, string[]>>, positionals: parsed.positionals };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const code = (e as { code?: string }).code;
    const flag = /'(-{1,2}[\w-]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${flag} needs a value`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`Unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}`);
    throw new UsageError(`Unknown option ${flag}`);
  }
}
