/**
 * npm run lint's second half: no import circle anywhere in the code, type-only imports included
 * (ESLint's import/no-cycle skips those, so links.ts ↔ opens.ts once went unnoticed). Resolves
 * imports as TypeScript does (tsconfig paths, '@/…'), and prints each circle it finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIP = new Set(['node_modules', '.next', '.git', '.tmp', 'test-results', 'playwright-report', 'bench-results', 'coverage']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next-')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file's imports (static, dynamic, re-exports, type-only alike) that resolve to another file of `files`. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  const options = configPath ? ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root).options : {};
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((t): t is string => t !== undefined && known.has(path.resolve(t)))
      .map((t) => path.resolve(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one file (or a file importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(part.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

if (require.main === module) {
  const root = process.cwd();
  const cycles = importCycles(importGraph(root, sourceFiles(root).map((f) => path.resolve(f))));
  for (const cycle of cycles) console.error(`Import circle: ${cycle.map((f) => path.relative(root, f)).join(' ↔ ')}`);
  if (cycles.length > 0) process.exitCode = 1;
}
