// Set by `npm run desk`'s launcher alone; a deployed site has neither, and its desk is the signed-in one.

export function localDesk(env: Record<string, string | undefined> = process.env): { port: string; key: string } | null {
  const key = env.DESK_LOCAL_KEY ?? '';
  const port = env.DESK_LOCAL_PORT ?? '';
  return key.length >= 32 && /^\d{1,5}$/.test(port) ? { port, key } : null;
}

/** Only the address the desk printed: another name for 127.0.0.1 (a rebound DNS name) reaches nothing. */
export function localHostAllowed(host: string | null, port: string): boolean {
  const h = (host ?? '').toLowerCase();
  return h === `127.0.0.1:${port}` || h === `localhost:${port}`;
}

/** One cookie per desk port: two desks on one computer never read each other's. */
export const localCookieName = (port: string) => `wedding_desk_${port}`;

export const TRIAL_TEXT =
  "This is a copy of the demo wedding, to try the desk: nothing here is your wedding, and it is thrown away when the desk stops. To open yours, put your Supabase project's settings (or CONTENT_DIR, your wedding's folder) in .env.local and start the desk again; docs/couples-guide.md shows how.";

export const isTrial = (env: Record<string, string | undefined> = process.env) => localDesk(env) !== null && env.DESK_TRIAL === '1';
