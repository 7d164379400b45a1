// Prints the production code's lines and the share of them that are comments (issue 37's measure).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['app', 'components', 'lib', 'pages', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'public/sw.js'];
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const NOT_PRODUCTION = /\.(test|contract)\.[cm]?[jt]sx?$/;

function files(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

/** Lines that hold code, and lines that hold only a comment, by the TypeScript scanner. */
function count(file: string): { code: number; comment: number } {
  const text = readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const codeLines = new Set<number>();
  const commentLines = new Set<number>();
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.NewLineTrivia || kind === ts.SyntaxKind.WhitespaceTrivia) continue;
    const [from, to] = [lineOf(scanner.getTokenStart()), lineOf(scanner.getTokenEnd())];
    const target = kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia ? commentLines : codeLines;
    for (let line = from; line <= to; line++) target.add(line);
  }
  const commentOnly = [...commentLines].filter((line) => !codeLines.has(line)).length;
  return { code: codeLines.size, comment: commentOnly };
}

const all = ROOTS.flatMap(files).filter((f) => SOURCE.test(f) && !NOT_PRODUCTION.test(f));
const groups = new Map<string, { files: number; code: number; comment: number }>();
for (const file of all) {
  const group = file.startsWith('lib/couple/') ? 'couple (lib/couple)' : 'site';
  const g = groups.get(group) ?? { files: 0, code: 0, comment: 0 };
  const c = count(file);
  groups.set(group, { files: g.files + 1, code: g.code + c.code, comment: g.comment + c.comment });
}
for (const [group, g] of groups) {
  const lines = g.code + g.comment;
  console.log(`${group}: ${g.files} files, ${lines} lines (${g.code} code, ${g.comment} comment = ${((100 * g.comment) / lines).toFixed(1)} %)`);
}
