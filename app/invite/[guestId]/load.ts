import 'server-only';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { loadInvitation } from '@/lib/invitation';
import { getSharedContent } from '@/lib/shared-content';

/** One load per request, shared by the page and its metadata; the shared content comes from memory. */
export const getInvitation = cache((guestId: string) => loadInvitation(getDataSource(), guestId, getSharedContent));
