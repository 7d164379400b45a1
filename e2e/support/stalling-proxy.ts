import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow link in front of the test server: each HTML page is sent up to the end of `stallAfter`'s
 * match, then nothing for `stallMs`, then the rest — as a weak connection delivers a page in pieces.
 * It listens on a port the system picks, so it can never take another server's.
 */
export async function stallingProxy(target: string, stallAfter: RegExp, stallMs: number) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        response.writeHead(answer.statusCode ?? 502, headers);
        const match = /text\/html/.test(String(answer.headers['content-type'])) ? stallAfter.exec(body.toString('latin1')) : null;
        if (!match) return response.end(body);
        const cut = match.index + match[0].length;
        response.write(body.subarray(0, cut));
        await new Promise((r) => setTimeout(r, stallMs));
        response.end(body.subarray(cut));
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // The browser may still hold a connection open (keep-alive, a late font request): close waits for none of them.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
