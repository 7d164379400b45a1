import { createHash } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { BACKUP_UNPACKED, COMPUTER_BACKUP_TIMES } from '@/lib/wedding/limits';
import type { BackupSource } from './backup-source';
import { isSafeObjectPath } from './bucket-files';
import { FILES_DIR, MANIFEST, ROWS_DIR } from './layout';
import { bytesInWords, NOT_OURS, openZip, ZipRefused } from './zip-reader';

export type BackupLimits = Record<keyof typeof BACKUP_UNPACKED, number>;

export const COMPUTER_BACKUP_LIMITS = Object.fromEntries(Object.entries(BACKUP_UNPACKED).map(([k, v]) => [k, v * COMPUTER_BACKUP_TIMES])) as BackupLimits;

const TABLE = new RegExp(`^${ROWS_DIR}/[a-z_]+\\.json$`);
const belongs = (name: string) =>
  !/[\u0000-\u001f\u007f]/.test(name) && (name === MANIFEST || TABLE.test(name) || (name.startsWith(`${FILES_DIR}/`) && isSafeObjectPath(name)));

function sumsOf(manifest: Buffer): Record<string, string> {
  try {
    const md5 = (JSON.parse(manifest.toString('utf8')) as { md5?: unknown })?.md5;
    return md5 && typeof md5 === 'object' && !Array.isArray(md5) ? (md5 as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function openBackupZip(file: string, { label = path.basename(file), limits = BACKUP_UNPACKED }: { label?: string; limits?: BackupLimits } = {}): Promise<BackupSource> {
  const zip = await openZip(file, label, limits);
  try {
    const strays = zip.entries.filter((e) => e.kind !== 'folder' && !belongs(e.name)).map((e) => JSON.stringify(e.name));
    if (strays.length) throw new ZipRefused(`${label} is not a wedding backup: it holds ${strays.slice(0, 5).join(', ')}${strays.length > 5 ? ` and ${strays.length - 5} more` : ''}.`);
    if (!zip.entries.some((e) => e.name === MANIFEST && e.kind === 'file')) throw new ZipRefused(`${label} has no ${MANIFEST}: it is not a whole backup. Download it again.`);
    const table = zip.entries.find((e) => !e.name.startsWith(`${FILES_DIR}/`) && e.bytes > limits.tableBytes);
    if (table) {
      throw new ZipRefused(`${label} unpacks ${table.name} to ${bytesInWords(table.bytes)}, more than a wedding's rows ever are (${bytesInWords(limits.tableBytes)}): ${NOT_OURS}`);
    }
  } catch (e) {
    zip.close();
    throw e;
  }
  const files = zip.entries.filter((e) => e.kind === 'file').map((e) => e.name).sort();
  const problems = zip.entries
    .filter((e) => e.kind === 'link' || e.kind === 'other')
    .map((e) => (e.kind === 'link' ? `${e.name} is a link to somewhere else, not a file of the backup` : `${e.name} is not a plain file`));
  let sums: Promise<Record<string, string>> | undefined;
  return {
    label,
    listing: { files, problems },
    text: async (name) => (files.includes(name) ? (await zip.read(name)).toString('utf8') : null),
    async md5(name) {
      const said = (await (sums ??= zip.read(MANIFEST).then(sumsOf)))[name];
      if (typeof said === 'string' && /^[0-9a-f]{32}$/.test(said)) return said;
      const hash = createHash('md5');
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done();
        },
      });
      await zip.drain(name, sink);
      return hash.digest('hex');
    },
    bytes: (name) => zip.read(name),
    close: async () => zip.close(),
  };
}
