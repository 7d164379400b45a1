import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page with one heading and one line, nothing to fetch, no script, no web font: only what any page must do. */
export const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wedding desk</title></head><body><h1>Wedding desk</h1><p>The smallest page a phone can paint: the floor under every other page's first paint.</p></body></html>`;

/** The reference page from a bare node:http server, answered at once: what the throttled link and CPU alone cost. */
export async function startReferencePage(): Promise<{ url: string; bytes: number; close(): Promise<void> }> {
  const body = Buffer.from(REFERENCE_HTML);
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, bytes: body.byteLength, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
