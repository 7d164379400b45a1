import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCycles, importGraph } from './import-cycles';

/** The import-circle check catches what ESLint's import/no-cycle lets through: circles made of type-only imports. */

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cycles-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const files = async (sources: Record<string, string>) => {
  for (const [name, text] of Object.entries(sources)) await writeFile(path.join(dir, name), text);
  return Object.keys(sources).map((name) => path.join(dir, name));
};

it('finds a circle whose one side imports only a type', async () => {
  const list = await files({
    'links.ts': "import type { Opens } from './opens';\nexport const link = (o: Opens) => o;\n",
    'opens.ts': "import { link } from './links';\nexport type Opens = number;\nexport const x = link;\n",
    'csv.ts': "export const csv = 1;\n",
  });
  expect(importCycles(importGraph(dir, list)).map((c) => c.map((f) => path.basename(f)))).toEqual([['links.ts', 'opens.ts']]);
});

it('passes imports that only go one way', async () => {
  const list = await files({
    'links.ts': "import { csv } from './csv';\nexport type Opens = number;\nexport const l = csv;\n",
    'opens.ts': "import type { Opens } from './links';\nimport { csv } from './csv';\nexport const o: Opens = csv;\n",
    'csv.ts': 'export const csv = 1;\n',
  });
  expect(importCycles(importGraph(dir, list))).toEqual([]);
});
