import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { getConfig } from './config';
import { processSingleton } from './process-singleton';
import { sameSecret } from './same-secret';

// Unset, it is drawn from the project's key, which only the site holds, else each process draws its own.
export function siteSecret(configured: string | null | undefined, projectKey?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  if (projectKey) return createHash('sha256').update(`site-secret\n${projectKey}`).digest();
  return processSingleton('site-secret', () => randomBytes(32));
}

let derived: { from: string; secret: Buffer } | undefined;

/** This site's secret from its settings; derived once per key, as each font rule and open asks for it. */
export function configuredSiteSecret(): Buffer {
  const { siteSecret: configured, supabase } = getConfig();
  if (configured || !supabase) return siteSecret(configured);
  if (derived?.from !== supabase.anonKey) derived = { from: supabase.anonKey, secret: siteSecret(null, supabase.anonKey) };
  return derived.secret;
}

export const siteMark = (secret: Buffer, purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url').slice(0, 16);

// An HMAC of the guest id, so only ids this site handed out can be counted.
export const openToken = (secret: Buffer, guestId: string) =>
  createHmac('sha256', secret).update(`guest-open\n${guestId.toLowerCase()}`).digest('base64url').slice(0, 22);

export const isOpenToken = (secret: Buffer, guestId: string, token: string): boolean => sameSecret(token, openToken(secret, guestId));
