import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET sent exactly as written: no URL parsing, so dot segments, backslashes and percent-encoding
 * reach the server as an attacker would send them (browsers and Playwright's client tidy them first).
 */
export function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Asks a site to read its content again. On a fresh connection: after idle seconds, a kept-alive socket
 * the server is closing just then answers ECONNRESET (seen in CI).
 */
export function postRefresh(request: APIRequestContext, baseUrl: string, token: string, options: { timeout?: number } = {}) {
  return request.post(`${baseUrl}/api/refresh`, { headers: { connection: 'close', authorization: `Bearer ${token}` }, ...options });
}
