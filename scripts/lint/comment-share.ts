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

/** Lines that hold code, and lines that hold only a comment, by the TypeScript parser (a bare scanner misreads templates). */
function count(file: string): { code: number; comment: number } {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const codeLines = new Set<number>();
  const commentLines = new Set<number>();
  const seen = new Set<number>();
  const mark = (lines: Set<number>, from: number, to: number) => {
    for (let line = source.getLineAndCharacterOfPosition(from).line; line <= source.getLineAndCharacterOfPosition(to).line; line++) lines.add(line);
  };
  const visit = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const ranges = [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []), ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? [])];
    for (const range of ranges.filter((r) => !seen.has(r.pos))) {
      seen.add(range.pos);
      mark(commentLines, range.pos, range.end - 1);
    }
    const children = node.getChildren(source);
    if (children.length === 0 && node.getEnd() > node.getStart(source)) mark(codeLines, node.getStart(source), node.getEnd() - 1);
    children.forEach(visit);
  };
  visit(source);
  return { code: codeLines.size, comment: [...commentLines].filter((line) => !codeLines.has(line)).length };
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
