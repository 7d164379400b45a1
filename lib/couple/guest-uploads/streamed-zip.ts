import { Zip, ZipPassThrough } from 'fflate';

export interface ZipItem {
  name: string;
  mtime: Date;
  /** The file's bytes as Storage sends them; null when it is no longer there (skipped). */
  open(): Promise<ReadableStream<Uint8Array> | null>;
}

// Pulled chunk by chunk: the reader's pace decides how much is read from Storage, so no file is ever held whole.
export function streamedZip(items: Iterable<ZipItem> | AsyncIterable<ZipItem>): ReadableStream<Uint8Array> {
  const queue = Symbol.asyncIterator in items ? (items as AsyncIterable<ZipItem>)[Symbol.asyncIterator]() : toAsync(items as Iterable<ZipItem>);
  let out: ReadableStreamDefaultController<Uint8Array> | undefined;
  let sent = 0;
  let failed = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = true;
      return out?.error(error);
    }
    sent += 1;
    out?.enqueue(chunk);
    if (final) out?.close();
  });
  let current: { file: ZipPassThrough; reader: ReadableStreamDefaultReader<Uint8Array> } | null = null;
  let ended = false;

  async function step(): Promise<void> {
    if (!current) {
      const next = await queue.next();
      if (next.done) {
        ended = true;
        return zip.end();
      }
      const body = await next.value.open();
      if (!body) return;
      const file = new ZipPassThrough(next.value.name);
      file.mtime = next.value.mtime;
      zip.add(file);
      current = { file, reader: body.getReader() };
    }
    const { done, value } = await current.reader.read();
    if (done) {
      current.file.push(new Uint8Array(0), true);
      current = null;
    } else if (value.length) current.file.push(value);
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      async pull(controller) {
        const before = sent;
        try {
          while (sent === before && !ended && !failed) await step();
        } catch (e) {
          failed = true;
          controller.error(e);
          await current?.reader.cancel().catch(() => undefined);
        }
      },
      async cancel() {
        zip.terminate();
        await current?.reader.cancel().catch(() => undefined);
        await queue.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

async function* toAsync<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}
