import { unzipSync } from 'fflate';
import { streamedZip, type ZipItem } from './streamed-zip';

// The zip is read from its sources only as fast as it is read itself: a 40 MB video never sits whole in memory.

const MB = 2 ** 20;

function source(bytes: number, chunk = 256 * 1024) {
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(chunk, bytes - read.bytes);
        if (size <= 0) return controller.close();
        read.bytes += size;
        controller.enqueue(new Uint8Array(size).fill(read.bytes % 251));
      },
    },
    { highWaterMark: 0 },
  );
  return { read, body };
}

it('reads a large file from its source only as far as the archive has been read', async () => {
  const video = source(40 * MB);
  const zip = streamedZip([{ name: 'ana/video.mp4', mtime: new Date('2027-06-12T14:00:00Z'), open: async () => video.body }]);
  const reader = zip.getReader();
  let seen = 0;
  while (seen < 2 * MB) seen += (await reader.read()).value!.length;
  expect(video.read.bytes).toBeLessThan(3 * MB);
  await reader.cancel();
});

it('holds each file under its name, skipping one that is no longer there', async () => {
  const items: ZipItem[] = [
    { name: 'ana/1.jpg', mtime: new Date(), open: async () => new Blob([new Uint8Array([1, 2, 3])]).stream() },
    { name: 'ana/gone.jpg', mtime: new Date(), open: async () => null },
    { name: 'a-guest-no-longer-on-the-list/2.mp4', mtime: new Date(), open: async () => source(3 * MB).body },
  ];
  const files = unzipSync(new Uint8Array(await new Response(streamedZip(items)).arrayBuffer()));
  expect(Object.keys(files)).toEqual(['ana/1.jpg', 'a-guest-no-longer-on-the-list/2.mp4']);
  expect([...files['ana/1.jpg']!]).toEqual([1, 2, 3]);
  expect(files['a-guest-no-longer-on-the-list/2.mp4']!.length).toBe(3 * MB);
});

it('is an empty archive when no guest has sent anything', async () => {
  expect(unzipSync(new Uint8Array(await new Response(streamedZip([])).arrayBuffer()))).toEqual({});
});

it('fails the download when a file cannot be read, rather than ending it short', async () => {
  const zip = streamedZip([{ name: 'ana/1.jpg', mtime: new Date(), open: async () => Promise.reject(new Error('Could not download guest-uploads/x.jpg: timed out')) }]);
  await expect(new Response(zip).arrayBuffer()).rejects.toThrow(/timed out/);
});
