import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEPARATORS, type Separator } from './separator';

// The last import's separator, so written CSVs open the same way (Polish Excel reads semicolons).
const FILE = '.guest-tool.json';

interface Remembered {
  csvSeparator?: Separator;
}

export async function remembered(cwd: string): Promise<Remembered> {
  try {
    const value = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ cwd, FILE), 'utf8')) as Remembered;
    return value.csvSeparator && value.csvSeparator in SEPARATORS ? { csvSeparator: value.csvSeparator } : {};
  } catch {
    return {};
  }
}

export async function remember(cwd: string, value: Remembered): Promise<void> {
  await writeFile(path.join(/*turbopackIgnore: true*/ cwd, FILE), `${JSON.stringify({ ...(await remembered(cwd)), ...value }, null, 2)}\n`);
}
