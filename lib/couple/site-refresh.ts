import { parseBaseUrl } from './guests/links';
import { describeError, type Env } from './project';

export interface SiteAt {
  site: URL | null;
  refreshToken: string | null;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export function siteAt(env: Env): SiteAt {
  const raw = nonEmpty(env.SITE_URL);
  let site: URL | null = null;
  try {
    site = raw ? parseBaseUrl(raw) : null;
  } catch {
    site = null;
  }
  return { site, refreshToken: nonEmpty(env.REFRESH_TOKEN) };
}

export async function tellSite(p: SiteAt): Promise<string> {
  if (!p.site || !p.refreshToken)
    return 'The site picks it up on its own within minutes (set SITE_URL and REFRESH_TOKEN for the tools to tell it at once).';
  try {
    const res = await fetch(new URL('api/refresh', p.site), {
      method: 'POST',
      headers: { Authorization: `Bearer ${p.refreshToken}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (res.ok) return 'The site read it again: guests see it now.';
    return `The site answered ${res.status} to the refresh (check REFRESH_TOKEN is the same as the site's); it picks it up on its own within minutes.`;
  } catch (e) {
    return `The site could not be told (${describeError(e)}); it picks it up on its own within minutes.`;
  }
}
