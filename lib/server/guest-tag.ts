import { createHash } from 'node:crypto';

// Never the id (it is their invitation link) nor their photo folder (often their name).
export const guestTag = (guestId: string) =>
  `guest-${createHash('sha256').update(`guest-tag\n${guestId.toLowerCase()}`).digest('hex').slice(0, 8)}`;

export function withoutGuest(text: string, guestId: string, folder?: string | null): string {
  const tag = guestTag(guestId);
  let scrubbed = text.replace(new RegExp(guestId.replace(/-/g, '\\-'), 'gi'), tag);
  if (folder) scrubbed = scrubbed.split(folder).join(tag);
  return scrubbed;
}
