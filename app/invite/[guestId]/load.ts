import 'server-only';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { loadInvitation } from '@/lib/invitation';

/** One load per request, shared by the page and its metadata. */
export const getInvitation = cache((guestId: string) => loadInvitation(getDataSource(), guestId));
