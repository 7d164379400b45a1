import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * One entry of a zip the test writes: `bytes` stored as they are, or `zeros` bytes of zeros deflated as they are
 * written (a bomb the test never holds); `says` is the size its central directory claims, `mode` its Unix mode.
 */
export interface ZipPart {
  name: string;
  bytes?: Buffer;
  zeros?: number;
  says?: number;
  mode?: number;
}

const CHUNK = Buffer.alloc(1 << 20);

/** Writes the zip to `file`; its size in bytes. */
export async function writeZip(file: string, parts: ZipPart[]): Promise<number> {
  const out = createWriteStream(file);
  let offset = 0;
  const put = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const central: Buffer[] = [];
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const at = offset;
    const deflated = part.zeros !== undefined;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800 | (deflated ? 0x0008 : 0), 6);
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt16LE(name.length, 26);
    let crc = 0;
    let size = 0;
    let packed = 0;
    if (!deflated) {
      const bytes = part.bytes ?? Buffer.alloc(0);
      crc = zlib.crc32(bytes);
      size = packed = bytes.length;
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(size, 18);
      local.writeUInt32LE(size, 22);
      await put(Buffer.concat([local, name]));
      await put(bytes);
    } else {
      await put(Buffer.concat([local, name]));
      const deflate = zlib.createDeflateRaw({ level: 9, memLevel: 9 });
      const copied = (async () => {
        for await (const chunk of deflate) {
          packed += (chunk as Buffer).length;
          await put(chunk as Buffer);
        }
      })();
      for (let left = part.zeros ?? 0; left > 0; left -= CHUNK.length) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        crc = zlib.crc32(piece, crc);
        size += piece.length;
        if (!deflate.write(piece)) await once(deflate, 'drain');
      }
      deflate.end();
      await copied;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed, 8);
      descriptor.writeUInt32LE(size, 12);
      await put(descriptor);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800 | (deflated ? 0x0008 : 0), 8);
    entry.writeUInt16LE(deflated ? 8 : 0, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed, 20);
    entry.writeUInt32LE(part.says ?? size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(((part.mode ?? 0o100644) << 16) >>> 0, 38);
    entry.writeUInt32LE(at, 42);
    central.push(entry, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await put(directory);
  await put(end);
  out.end();
  await once(out, 'finish');
  return offset;
}
