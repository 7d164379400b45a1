import 'server-only';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { refusesDemoGuest } from './demo-gate';
import { lookupFailedPath } from './lookup-failed';

const INVITE_PATH = /^\/invite\/([^/]+)\/?$/;

/** What the proxy does with a request: let it through, answer 404, or answer the lookup-failed 503 in its place. */
export type GateVerdict = { pass: true } | { pass: false; answerWith: 'not-found' | string };

/**
 * Decides /invite/{id} before the first byte; anything else passes. Next cannot put not-found
 * markup in the body of a page that calls notFound() (vercel/next.js#62228), so an unknown guest
 * is decided here and answered like any unknown path. A lookup that fails (not one that finds
 * nobody) is answered here too, by the 503 page, so the page never waits for it a second time.
 * A found guest's lookup is reused by the page (lib/data/guest-memo.ts).
 */
export async function gateInvitation(pathname: string, host: string | null): Promise<GateVerdict> {
  const id = INVITE_PATH.exec(pathname)?.[1];
  if (id === undefined) return { pass: true };
  if (!isWellFormedGuestId(id)) return { pass: false, answerWith: 'not-found' };
  let source: DataSource;
  try {
    if (refusesDemoGuest(host)) return { pass: false, answerWith: 'not-found' };
    source = getDataSource();
  } catch {
    // A configuration the page reports itself (its error state), never a guest refused here.
    return { pass: true };
  }
  try {
    return (await source.getGuest(id)) === null ? { pass: false, answerWith: 'not-found' } : { pass: true };
  } catch {
    return { pass: false, answerWith: lookupFailedPath(id) };
  }
}
