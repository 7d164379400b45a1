import { createWriteStream } from 'node:fs';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// Refused whole from the central directory, then each entry cut off past its stated size (docs/decisions.md).

export interface ZipLimits {
  entries: number;
  fileBytes: number;
  totalBytes: number;
}

export interface ZipEntry {
  name: string;
  bytes: number;
  kind: 'file' | 'folder' | 'link' | 'other';
}

export interface ZipReader {
  readonly entries: readonly ZipEntry[];
  read(name: string): Promise<Buffer>;
  drain(name: string, sink: Writable): Promise<void>;
  close(): void;
}

export class ZipRefused extends Error {}

export const NOT_OURS = 'it is not a backup the desk made.';

export const bytesInWords = (n: number) =>
  n >= 2 ** 30 ? `${Number((n / 2 ** 30).toFixed(1))} GB` : n >= 2 ** 20 ? `${Math.round(n / 2 ** 20)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

function kindOf(entry: Entry, name: string): ZipEntry['kind'] {
  const type = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (type === 0o120000) return 'link';
  if (name.endsWith('/') || type === 0o040000) return 'folder';
  return type === 0 || type === 0o100000 ? 'file' : 'other';
}

async function entriesOf(zip: ZipFile, label: string, limits: ZipLimits): Promise<Map<string, { facts: ZipEntry; entry: Entry }>> {
  const found = new Map<string, { facts: ZipEntry; entry: Entry }>();
  let total = 0;
  const listed = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await listed.next();
    } catch (e) {
      throw new ZipRefused(`${label} is not a whole zip file (${(e as Error).message}): download the backup again.`);
    }
    if (next.done) return found;
    const entry = next.value;
    const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
    const facts: ZipEntry = { name, bytes: entry.uncompressedSize, kind: kindOf(entry, name) };
    if (found.has(name)) throw new ZipRefused(`${label} holds ${JSON.stringify(name)} twice: ${NOT_OURS}`);
    if (entry.isEncrypted()) throw new ZipRefused(`${label} holds ${JSON.stringify(name)} locked with a password: ${NOT_OURS}`);
    if (facts.kind === 'file' && !entry.canDecodeFileData()) {
      throw new ZipRefused(`${label} holds ${JSON.stringify(name)} packed in a way the desk never packs (method ${entry.compressionMethod}): ${NOT_OURS}`);
    }
    if (facts.bytes > limits.fileBytes) {
      throw new ZipRefused(
        `${label} unpacks to ${bytesInWords(facts.bytes)} in ${JSON.stringify(name)} alone, more than any file of a wedding (${bytesInWords(limits.fileBytes)}): ${NOT_OURS}`,
      );
    }
    total += facts.bytes;
    if (total > limits.totalBytes) {
      throw new ZipRefused(`${label} unpacks to more than ${bytesInWords(limits.totalBytes)}, more than a wedding's backup ever holds: ${NOT_OURS}`);
    }
    found.set(name, { facts, entry });
  }
}

export async function openZip(file: string, label: string, limits: ZipLimits): Promise<ZipReader> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: true });
  } catch (e) {
    throw new ZipRefused(`${label} is not a whole zip file (${(e as Error).message}): download the backup again.`);
  }
  let found: Map<string, { facts: ZipEntry; entry: Entry }>;
  try {
    if (zip.entryCount > limits.entries) {
      throw new ZipRefused(`${label} holds ${zip.entryCount.toLocaleString('en-GB')} files, more than a wedding's backup ever does (${limits.entries.toLocaleString('en-GB')}): ${NOT_OURS}`);
    }
    found = await entriesOf(zip, label, limits);
  } catch (e) {
    zip.close();
    throw e;
  }

  async function drain(name: string, sink: Writable) {
    const at = found.get(name);
    if (at?.facts.kind !== 'file') throw new ZipRefused(`${label} holds no file ${JSON.stringify(name)}.`);
    const lie = () => new ZipRefused(`${label}: ${name} unpacks to more than the ${bytesInWords(at.facts.bytes)} the zip says: ${NOT_OURS}`);
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        done(seen > at.facts.bytes ? lie() : null, chunk);
      },
    });
    try {
      await pipeline(await zip.openReadStreamPromise(at.entry), counted, sink);
    } catch (e) {
      if (e instanceof ZipRefused) throw e;
      if (/too many bytes/.test((e as Error).message)) throw lie();
      throw new ZipRefused(`${label}: ${name} cannot be unpacked (${(e as Error).message}): download the backup again.`);
    }
  }

  return {
    entries: [...found.values()].map((f) => f.facts),
    drain,
    async read(name) {
      const chunks: Buffer[] = [];
      const collect = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await drain(name, collect);
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

export async function saveDownload(body: ReadableStream<Uint8Array>, file: string, maxBytes: number, label: string): Promise<void> {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new ZipRefused(`${label} is larger than ${bytesInWords(maxBytes)}, more than a wedding's backup ever is: ${NOT_OURS}`) : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counted, createWriteStream(file));
}
