import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// npm's vnu-jar ships the checker's jar (and no types).
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * Where the checker is behind the HTML standard: `blocking="render"` on `<link rel="expect">` is
 * in it (#link-type-expect), vnu 26.9 allows it on stylesheets only. Only that message, only there.
 */
const behindTheStandard = (m: { message: string; extract?: string }) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') && /<link rel="expect"[^>]*blocking="render"/.test(m.extract ?? '');

export interface HtmlProblem {
  file: string;
  message: string;
  extract?: string;
}

/**
 * The Nu Html Checker (vnu.jar, the W3C validator's engine) on some documents, in one Java
 * start: its errors, by document name. Needs `java` (Debian: default-jre-headless).
 */
export async function checkHtml(documents: Record<string, string>): Promise<HtmlProblem[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html]) => {
        const file = path.join(dir, `${name.replace(/[^\w-]+/g, '_')}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    // vnu exits 1 when it finds errors; its report is on stderr either way.
    const { stderr } = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((e: { stderr?: string; code?: number }) => {
      if (e.code !== 1 || !e.stderr) throw e;
      return { stderr: e.stderr };
    });
    const report = JSON.parse(stderr) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    return report.messages
      .filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !behindTheStandard(m))
      .map((m) => ({ file: path.basename(m.url), message: m.message, extract: m.extract }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
