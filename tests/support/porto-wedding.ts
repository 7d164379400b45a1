import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';

/** For tests: tests/fixtures/porto-wedding, the couple's own wedding (not the demo's), copied to `into` (tests write to it). */
export const PORTO_WEDDING = path.join(__dirname, '../fixtures/porto-wedding');

export async function copyPortoWedding(into: string): Promise<string> {
  await cp(PORTO_WEDDING, into, { recursive: true });
  return into;
}

/** Their wedding.json as the wedding_info row the seed writes. */
export async function portoWeddingRow(): Promise<Record<string, unknown>> {
  return { id: 1, ...(JSON.parse(await readFile(path.join(PORTO_WEDDING, 'wedding.json'), 'utf8')) as Record<string, unknown>) };
}
