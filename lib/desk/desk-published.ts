import 'server-only';
import { siteAt, tellSite } from '@/lib/couple/site-refresh';
import { refreshContent } from '@/lib/invitation/refresh';
import { localDesk } from './local-desk';

export async function deskPublished(): Promise<void> {
  await refreshContent();
  if (localDesk() && process.env.SUPABASE_URL?.trim()) await tellSite(siteAt(process.env));
}
