import 'server-only';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { headers } from 'next/headers';
import { loadInvitation, type InvitationResult } from '@/lib/invitation';
import { refusesDemoGuest, requestHost } from '@/lib/invitation/demo-gate';
import { getSharedContent } from '@/lib/shared-content';

/** One load per request, shared by the page and its metadata; the shared content comes from memory. */
export const getInvitation = cache(async (guestId: string): Promise<InvitationResult> => {
  if (refusesDemoGuest(requestHost(await headers()))) return { status: 'no-access' };
  return loadInvitation(getDataSource(), guestId, getSharedContent);
});
