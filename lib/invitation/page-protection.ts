import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/site-url';
import { protectionFor } from '@/lib/wedding/protection';

export const getPageProtection = cache(async () => protectionFor(getConfig().contentProtection, requestHost(await headers())));
