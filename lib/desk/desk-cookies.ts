import type { CookieOptionsWithName } from '@supabase/ssr';

// The session's cookies go only to /desk: a guest's page never receives or handles them.
export const DESK_PATH = '/desk';

export const deskCookieOptions = (secure: boolean): CookieOptionsWithName => ({ path: DESK_PATH, sameSite: 'lax', httpOnly: true, secure });

export const isDeskPath = (pathname: string) => pathname === DESK_PATH || pathname.startsWith(`${DESK_PATH}/`);
