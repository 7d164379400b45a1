import type { FailureMode, RouteKind, StandInOptions } from './types';

export const USAGE =
  'Usage: npm run stand-in -- [--empty | --content dir] [--data file.json] [--port 54321] [--host 127.0.0.1] [--latency ms]\n' +
  '         [--key anon-key] [--service-key key] [--rls] [--no-transforms] [--fail route[:table-or-path]=mode]...\n' +
  '  --empty: start with empty tables and an empty bucket instead of the demo wedding (content/demo)\n' +
  '  --data:  keep the tables, files and bucket in this file across restarts (read at start when it exists)\n' +
  '  route: rest | list | sign | sign-batch | file | download | rest-write | bucket | upload | remove | function | rpc\n' +
  '  mode:  hang | 500 | malformed-json | wrong-shape | refuse | relay-error\n' +
  '  e.g.   --fail rest:guests=hang --fail list:guest-photos=500';

/** The command line's options; throws with a message on anything it does not know. */
export function parseArgs(argv: string[]): StandInOptions & { help?: boolean } {
  const options: StandInOptions & { help?: boolean } = { port: 54321, failures: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const number = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      return n;
    };
    if (flag === '--port') options.port = number();
    else if (flag === '--latency') options.latencyMs = number();
    else if (flag === '--host') options.host = value();
    else if (flag === '--key') options.anonKey = value();
    else if (flag === '--content') options.contentDir = value();
    else if (flag === '--empty') options.demo = false;
    else if (flag === '--data') options.dataFile = value();
    else if (flag === '--service-key') options.serviceKey = value();
    else if (flag === '--rls') options.rls = true;
    else if (flag === '--no-transforms') options.imageTransforms = false;
    else if (flag === '--help') options.help = true;
    else if (flag === '--fail') {
      const spec = value();
      const m = /^(rest|list|sign|sign-batch|file|download|rest-write|bucket|upload|remove|function|rpc)(?::([^=]+))?=(hang|500|malformed-json|wrong-shape|refuse|relay-error)$/.exec(
        spec,
      );
      if (!m) throw new Error(`--fail expects route[:table-or-path]=mode, got "${spec}"`);
      const route = m[1] as RouteKind;
      const target = m[2];
      const where = target ? (route === 'rest' || route === 'rest-write' ? { table: target } : { path: target }) : {};
      options.failures?.push({ route, mode: m[3] as FailureMode, ...where });
    } else throw new Error(`Unknown option ${flag}\n${USAGE}`);
  }
  return options;
}
