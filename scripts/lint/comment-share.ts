// The production code's comment lines as a share of its lines; more than 3 % fails (issue 62).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['app', 'components', 'lib', 'pages', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'public/sw.js'];
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const NOT_PRODUCTION = /\.(test|spec|contract)\.[cm]?[jt]sx?$|\.d\.ts$/;
const MOST_PERCENT = 3;

function files(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

/** Lines that hold code, and lines that hold only a comment, by the TypeScript parser (a bare scanner misreads templates). */
export function count(file: string, text = readFileSync(file, 'utf8')): { code: number; comment: number } {
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

if (require.main === module) {
  const counted = ROOTS.flatMap(files)
    .filter((f) => SOURCE.test(f) && !NOT_PRODUCTION.test(f))
    .map((file) => ({ file, ...count(file) }));
  const code = counted.reduce((sum, c) => sum + c.code, 0);
  const comment = counted.reduce((sum, c) => sum + c.comment, 0);
  const share = (100 * comment) / (code + comment);
  console.log(`Comments: ${comment} of ${code + comment} production lines (${share.toFixed(1)} %, at most ${MOST_PERCENT} %).`);
  if (share > MOST_PERCENT) {
    const most = [...counted].sort((a, b) => b.comment - a.comment).slice(0, 10);
    for (const c of most) console.log(`  ${c.comment} in ${c.file}`);
    process.exitCode = 1;
  }
}
