import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { writeZip, type ZipPart } from '@/tests/support/zip-writer';
import { openZip, saveDownload } from './zip-reader';

// The limits a zip is held to: what its central directory claims is refused before anything is unpacked, and an
// entry that gives more than it claimed is cut off there.

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zip-reader-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const MB = 2 ** 20;
const LIMITS = { entries: 5, fileBytes: MB, totalBytes: 2 * MB };
const zipOf = async (parts: ZipPart[]) => {
  const file = path.join(dir, 'test.zip');
  await writeZip(file, parts);
  return file;
};
const small = (n: number): ZipPart[] => Array.from({ length: n }, (_, i) => ({ name: `files/gallery/${i}.jpg`, bytes: Buffer.from(`photo ${i}`) }));

it('takes a zip within every limit, listing what its central directory says', async () => {
  const zip = await openZip(await zipOf([...small(3), { name: 'files/gallery/big.jpg', zeros: MB }]), 'ok.zip', LIMITS);
  try {
    expect(zip.entries).toEqual([...small(3).map((p) => ({ name: p.name, bytes: p.bytes!.length, kind: 'file' })), { name: 'files/gallery/big.jpg', bytes: MB, kind: 'file' }]);
    expect((await zip.read('files/gallery/big.jpg')).equals(Buffer.alloc(MB))).toBe(true);
    expect((await zip.read('files/gallery/1.jpg')).toString()).toBe('photo 1');
  } finally {
    zip.close();
  }
});

it('refuses more entries than a backup ever holds', async () => {
  await expect(openZip(await zipOf(small(6)), 'many.zip', LIMITS)).rejects.toThrow("many.zip holds 6 files, more than a wedding's backup ever does (5): it is not a backup the desk made.");
});

it('refuses an entry larger than any file of a wedding, from its declared size, before unpacking it', async () => {
  const file = await zipOf([{ name: 'files/gallery/bomb.jpg', zeros: 64 * MB }]);
  await expect(openZip(file, 'bomb.zip', LIMITS)).rejects.toThrow('bomb.zip unpacks to 64 MB in "files/gallery/bomb.jpg" alone, more than any file of a wedding (1 MB): it is not a backup the desk made.');
});

it('refuses entries that together unpack to more than a backup holds, each within its own limit', async () => {
  const parts = [0, 1, 2].map((i) => ({ name: `files/gallery/${i}.jpg`, zeros: 0.8 * MB }));
  await expect(openZip(await zipOf(parts), 'many-mb.zip', LIMITS)).rejects.toThrow("many-mb.zip unpacks to more than 2 MB, more than a wedding's backup ever holds: it is not a backup the desk made.");
});

it('cuts an entry off as soon as it gives more than its declared size: no more reaches the reader', async () => {
  const zip = await openZip(await zipOf([{ name: 'files/gallery/liar.jpg', zeros: 64 * MB, says: 1000 }]), 'liar.zip', LIMITS);
  try {
    expect(zip.entries).toEqual([{ name: 'files/gallery/liar.jpg', bytes: 1000, kind: 'file' }]);
    let received = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    await expect(zip.drain('files/gallery/liar.jpg', sink)).rejects.toThrow('liar.zip: files/gallery/liar.jpg unpacks to more than the 1 KB the zip says: it is not a backup the desk made.');
    expect(received).toBeLessThanOrEqual(1000);
    await expect(zip.read('files/gallery/liar.jpg')).rejects.toThrow(/unpacks to more than the 1 KB the zip says/);
  } finally {
    zip.close();
  }
});

it('says which entries are links or folders, and refuses a name twice', async () => {
  const zip = await openZip(await zipOf([{ name: 'files/', bytes: Buffer.alloc(0), mode: 0o40755 }, { name: 'files/gallery/leak.jpg', bytes: Buffer.from('/etc/passwd'), mode: 0o120777 }]), 'links.zip', LIMITS);
  expect(zip.entries.map((e) => e.kind)).toEqual(['folder', 'link']);
  zip.close();
  await expect(openZip(await zipOf([...small(1), ...small(1)]), 'twice.zip', LIMITS)).rejects.toThrow('twice.zip holds "files/gallery/0.jpg" twice');
});

it('stops a download once it is larger than a backup can be', async () => {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(MB));
    },
  });
  await expect(saveDownload(body, path.join(dir, 'download.zip'), 3 * MB, 'endless.zip')).rejects.toThrow("endless.zip is larger than 3 MB, more than a wedding's backup ever is");
});
