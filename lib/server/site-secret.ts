import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { processSingleton } from './process-singleton';

/**
 * The deployment's secret: SITE_SECRET (MEDIA_URL_SECRET, its older name). It signs the links of
 * guests' own photos in local content and the tokens that let a page report it was opened. Unset,
 * each server process draws a random one: safe, but links and tokens then work only on the process
 * that made them, so a host running several instances must set it (the doctor says so).
 */
export function siteSecret(configured: string | null | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  return processSingleton('site-secret', () => randomBytes(32));
}

/**
 * The token an invitation page carries for its open beacon: an HMAC of the guest id, so only ids
 * this site handed out can be counted, and made-up ones cost nothing (lib/invitation/record-open.ts).
 */
export const openToken = (secret: Buffer, guestId: string) =>
  createHmac('sha256', secret).update(`guest-open\n${guestId.toLowerCase()}`).digest('base64url').slice(0, 22);

/** Whether `token` is the open token of this guest. */
export function isOpenToken(secret: Buffer, guestId: string, token: string): boolean {
  const wanted = Buffer.from(openToken(secret, guestId));
  const given = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
