import { createHash } from 'node:crypto';

/**
 * How logs name a guest: a short tag made from their id, never the id (it is their invitation
 * link) nor their photo folder (often their name). It cannot be turned back into either; the
 * couple finds the guest by it in guest-links.csv (its log_tag column).
 */
export const guestTag = (guestId: string) =>
  `guest-${createHash('sha256').update(`guest-tag\n${guestId.toLowerCase()}`).digest('hex').slice(0, 8)}`;

/** A log text with a guest's id and folder (when given) replaced by their tag. */
export function withoutGuest(text: string, guestId: string, folder?: string | null): string {
  const tag = guestTag(guestId);
  let scrubbed = text.replace(new RegExp(guestId.replace(/-/g, '\\-'), 'gi'), tag);
  if (folder) scrubbed = scrubbed.split(folder).join(tag);
  return scrubbed;
}
