import { terminalIo } from '../shell';
import { formatFindings, runDoctor } from '../../lib/couple/doctor/doctor-run';
import { describeError, loadProjectEnv } from '../../lib/couple/project';

/**
 * `npm run doctor`: checks a deployment's configuration and prints each finding with what
 * to do about it. Exit code 1 when anything failed.
 *
 *   npm run doctor -- [--service-key <secret key>]   (or SUPABASE_SERVICE_ROLE_KEY)
 */

function serviceKeyFlag(argv: string[]): string | undefined {
  const i = argv.indexOf('--service-key');
  if (i !== -1) return argv[i + 1];
  return argv.find((a) => a.startsWith('--service-key='))?.slice('--service-key='.length);
}

if (require.main === module) {
  void loadProjectEnv()
    .then(() => runDoctor(process.env, serviceKeyFlag(process.argv.slice(2))))
    .then((findings) => {
      for (const line of formatFindings(findings)) terminalIo.out(line);
      process.exitCode = findings.some((f) => f.level === 'fail') ? 1 : 0;
    })
    .catch((e: unknown) => {
      terminalIo.err(`The doctor could not finish: ${describeError(e)}`);
      process.exitCode = 1;
    });
}
