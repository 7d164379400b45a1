import { onStandInProject } from '@/tests/support/guest-commands';
import { runGuestTool } from './cli';

/** For the shell's tests: the guest tool as typed, on a Supabase project (tests/support/guest-commands.ts). */
export function guestToolOnStandIn(folderPrefix: string) {
  const project = onStandInProject(folderPrefix);
  return {
    ...project,
    /** The tool with the project's keys. */
    run: (...argv: string[]) => runGuestTool(argv, project.env(), project.io, project.dir()),
    /** The tool with only the settings given. */
    runWith: (env: Record<string, string>, ...argv: string[]) => runGuestTool(argv, env, project.io, project.dir()),
  };
}
