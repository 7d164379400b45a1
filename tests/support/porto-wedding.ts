import { cp } from 'node:fs/promises';
import path from 'node:path';

/** For tests: tests/fixtures/porto-wedding, the couple's own wedding (not the demo's), copied to `into` (tests write to it). */
export const PORTO_WEDDING = path.join(__dirname, '../fixtures/porto-wedding');

export async function copyPortoWedding(into: string): Promise<string> {
  await cp(PORTO_WEDDING, into, { recursive: true });
  return into;
}
