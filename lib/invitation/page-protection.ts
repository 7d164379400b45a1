import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/site-url';
import { protectionFor } from '@/lib/wedding/protection';

/** How this request's pages guard their photos: the setting, and for 'auto' the host (lib/wedding/protection.ts). */
export const getPageProtection = cache(async () => protectionFor(getConfig().contentProtection, requestHost(await headers())));
