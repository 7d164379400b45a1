import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from './same-secret';

// Local guest photos are signed the way Storage signs them: an HMAC over path and expiry.

const signature = (secret: Buffer, mediaPath: string, expires: number) =>
  createHmac('sha256', secret).update(`${mediaPath}\n${expires}`).digest('base64url');

export function signMediaUrl(secret: Buffer, url: string, seconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${url}?expires=${expires}&sig=${signature(secret, decodeURIComponent(url), expires)}`;
}

export function verifyMediaUrl(secret: Buffer, mediaPath: string, params: URLSearchParams, now = Date.now()): number | null {
  const expires = Number(params.get('expires'));
  const left = expires - Math.floor(now / 1000);
  if (!Number.isInteger(expires) || left <= 0) return null;
  return sameSecret(params.get('sig') ?? '', signature(secret, mediaPath, expires)) ? left : null;
}
