import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** For tests: the Porto couple's wedding (tests/fixtures/porto-wedding), their files and their wedding_info row. */
export const PORTO = path.resolve(__dirname, '../../tests/fixtures/porto-wedding');

/** Their wedding.json as the wedding_info row; the party ends 23:30 until a party past midnight is accepted (issue 35, item 3). */
export async function portoWeddingRow(): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(PORTO, 'wedding.json'), 'utf8');
  return { id: 1, ...(JSON.parse(text.replace(/"(end|endTime)": "01:00"/g, '"$1": "23:30"')) as Record<string, unknown>) };
}
