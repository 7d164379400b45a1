import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Same-origin referrers: no-referrer would make a form's Origin "null".

export const MAX_BODY = 4 * 1024 * 1024;

export class TooLarge extends Error {}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new TooLarge('The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function readUpload(req: IncomingMessage, limit: number): Promise<FormData> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new TooLarge(`The upload is ${(size / 1_000_000).toFixed(1)} MB.`);
  return new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
}

export const newNonce = () => randomBytes(16).toString('base64');

export function securityHeaders(nonce: string): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export function send(res: ServerResponse, status: number, body: string | Buffer, type: string, opts: { nonce?: string; headers?: Record<string, string> } = {}) {
  res.writeHead(status, { 'Content-Type': type, ...securityHeaders(opts.nonce ?? newNonce()), ...opts.headers });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', ...headers });
  res.end();
}
