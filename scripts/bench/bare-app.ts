import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A bare App Router page built outside the project with its next and react (node_modules linked), standalone; `dynamic`: rendered per request. */
export interface BareApp {
  name: string;
  dir: string;
  serverJs: string;
}

const PROJECT = process.cwd();
const NEXT_BIN = path.join(PROJECT, 'node_modules/next/dist/bin/next');

function commonAncestor(a: string, b: string): string {
  const [x, y] = [a.split(path.sep), b.split(path.sep)];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(path.sep) || path.sep;
}

export function bareApp(name: string, dynamic: boolean, build: boolean): BareApp {
  const dir = path.join(tmpdir(), 'wedding-bench-bare', name);
  // Turbopack resolves only inside its root: the root must hold the linked node_modules' target too.
  const root = commonAncestor(dir, PROJECT);
  const serverJs = path.join(dir, '.next', 'standalone', path.relative(root, dir), 'server.js');
  if (!build) return { name, dir, serverJs };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare-next-page", "private": true }\n');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default ${JSON.stringify({ output: 'standalone', poweredByHeader: false, outputFileTracingRoot: root, turbopack: { root } })};\n`,
  );
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Bare Next.js page' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `${dynamic ? "export const dynamic = 'force-dynamic';\n" : ''}export default function Page() {
  return (<main><h1>A bare Next.js page</h1><p>One heading and one paragraph: what the invitation is measured against.</p></main>);
}
`,
  );
  console.log(`Building the bare Next.js page (${name}) in ${dir} …`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', dir], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`next build of the bare page (${name}) failed`);
  return { name, dir, serverJs };
}
