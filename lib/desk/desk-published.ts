import 'server-only';
import { siteAt, tellSite } from '@/lib/couple/site-refresh';
import { refreshContent } from '@/lib/invitation/refresh';
import { localDesk } from './local-desk';

/** After a write: this server reads the wedding again; `npm run desk` on a project also tells the couple's site, as the tools do. */
export async function deskPublished(): Promise<void> {
  await refreshContent();
  if (localDesk() && process.env.SUPABASE_URL?.trim()) await tellSite(siteAt(process.env));
}
