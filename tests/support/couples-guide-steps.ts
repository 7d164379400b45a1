import { readFileSync } from 'node:fs';
import path from 'node:path';

const GUIDE = path.resolve(__dirname, '../../docs/couples-guide.md');

type Settings = Record<string, string>;

/**
 * The self-hosting steps of docs/couples-guide.md ("Deploying"), read from its code block so the
 * tests run what a couple types: the build line, the lines that put the browser files beside the
 * server, and the start line.
 */
export interface SelfHostingSteps {
  /** The settings the build line gives (NEXT_OUTPUT=standalone) and its command (npm run build). */
  build: { settings: Settings; command: string };
  /** The lines between build and start, for a POSIX shell in the project's folder. */
  copy: string[];
  /** The settings the start line gives (PORT, HOSTNAME) and the server file it starts, from the project's folder. */
  start: { settings: Settings; server: string };
}

function deployingBlock(guide: string): string[] {
  const section = guide.split(/^## /m).find((s) => s.startsWith('Deploying\n'));
  const block = section && /^```bash\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (!block) throw new Error(`${GUIDE}: no \`\`\`bash block under "## Deploying"`);
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** `A=1 B=2 command args` → the settings and the command. */
function settingsAndCommand(line: string): { settings: Settings; command: string } {
  const settings: Settings = {};
  let rest = line;
  for (let m = /^([A-Z_]+)=(\S*)\s+/.exec(rest); m; m = /^([A-Z_]+)=(\S*)\s+/.exec(rest)) {
    settings[m[1] as string] = m[2] as string;
    rest = rest.slice(m[0].length);
  }
  return { settings, command: rest };
}

/**
 * The steps as written, with the build folder `.next` named `distDir` instead (a test builds into a
 * folder of its own, beside the others' builds), and nothing else changed.
 */
export function selfHostingSteps(distDir = '.next'): SelfHostingSteps {
  const lines = deployingBlock(readFileSync(GUIDE, 'utf8')).map((line) => line.replace(/(?<=^|[\s/])\.next(?=[/\s]|$)/g, distDir));
  const [first, ...more] = lines;
  const last = more.pop();
  const build = settingsAndCommand(first ?? '');
  const start = settingsAndCommand(last ?? '');
  const server = /^node (\S+\/server\.js)$/.exec(start.command)?.[1];
  if (build.command !== 'npm run build' || !server || more.length === 0) {
    throw new Error(`${GUIDE}, "Deploying": expected a build line (npm run build), the copy lines and a start line (node …/server.js), got:\n${lines.join('\n')}`);
  }
  return { build, copy: more, start: { settings: start.settings, server } };
}
