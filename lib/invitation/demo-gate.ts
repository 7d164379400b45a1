import 'server-only';
import { getConfig } from '@/lib/server/config';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';

const SLOT = Symbol.for('wedding-invitation.demo-refusal-logged');
const slots = globalThis as typeof globalThis & { [SLOT]?: boolean };

/**
 * A deployment that forgot its settings must not publish the demo wedding: with no backend and
 * no CONTENT_DIR, guests are refused except on development hosts (spec §6), and the spec's
 * line is logged (once per process, not once per guest).
 */
export function refusesDemoGuest(host: string | null): boolean {
  if (!getConfig().builtInDemo || isDevelopmentHost(host)) return false;
  if (!slots[SLOT]) {
    slots[SLOT] = true;
    console.error('Database not configured, using fallback data');
    console.warn('Guest access denied: the database is not configured, so no guest can be verified (security).');
  }
  return true;
}
