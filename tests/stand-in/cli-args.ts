import { FAILURE_MODES, type FailureMode, type RouteKind, type StandInOptions } from './types';

export const USAGE =
  'Usage: npm run stand-in -- [--empty | --content dir] [--data file.json] [--port 54321] [--host 127.0.0.1] [--latency ms]\n' +
  '         [--key anon-key] [--service-key key] [--no-rls] [--no-transforms] [--no-signup] [--confirm-email]\n' +
  '         [--fail route[:table-or-path]=mode]...\n' +
  '  --empty: start with empty tables and an empty bucket instead of the demo wedding (content/demo)\n' +
  '  --data:  keep the tables, files and bucket in this file across restarts (read at start when it exists)\n' +
  '  The tables are a real PostgreSQL (PGlite) with supabase/migrations applied and their row-level-security\n' +
  '  policies on (--rls, the default); --no-rls is a project that never applied them.\n' +
  '  --no-transforms: a project without image transformation (the free plan): a transform is ignored when signing\n' +
  '  Auth (/auth/v1) takes e-mail sign-ups and confirms them at once; --no-signup refuses sign-ups, --confirm-email\n' +
  '  answers a sign-up without a session (a confirmation the stand-in never sends)\n' +
  '  route: rest | list | sign | sign-batch | file | download | rest-write | bucket | upload | upload-sign | upload-signed | remove | function | rpc | auth | tus-create | tus-offset | tus-patch | tus-delete\n' +
  `  mode:  ${FAILURE_MODES.join(' | ')}\n` +
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
    else if (flag === '--no-rls') options.rls = false;
    else if (flag === '--no-transforms') options.imageTransforms = false;
    else if (flag === '--no-signup') options.disableSignup = true;
    else if (flag === '--confirm-email') options.mailerAutoconfirm = false;
    else if (flag === '--help') options.help = true;
    else if (flag === '--fail') {
      const spec = value();
      const m = new RegExp(`^(rest|list|sign|sign-batch|file|download|rest-write|bucket|upload-signed|upload-sign|upload|remove|function|rpc|auth|tus-create|tus-offset|tus-patch|tus-delete)(?::([^=]+))?=(${FAILURE_MODES.join('|')})$`).exec(spec);
      if (!m) throw new Error(`--fail expects route[:table-or-path]=mode, got "${spec}"`);
      const route = m[1] as RouteKind;
      const target = m[2];
      const where = target ? (route === 'rest' || route === 'rest-write' ? { table: target } : { path: target }) : {};
      options.failures?.push({ route, mode: m[3] as FailureMode, ...where });
    } else throw new Error(`Unknown option ${flag}\n${USAGE}`);
  }
  return options;
}
