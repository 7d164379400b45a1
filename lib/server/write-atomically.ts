import { rename, rm, writeFile } from 'node:fs/promises';

/** Written beside, then renamed over: a reader sees the old file or the new one, never half of it. */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}
