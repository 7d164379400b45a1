// Set by a desk page's script (script-mark.tsx): the guest list then streams to this browser (app/desk/page.tsx).
export const SCRIPT_MARK_COOKIE = 'desk-script';

export const scriptMarkCookie = (on: boolean, secure: boolean) =>
  `${SCRIPT_MARK_COOKIE}=${on ? '1' : ''}; Path=/desk; Max-Age=${on ? 34_560_000 : 0}; SameSite=Lax${secure ? '; Secure' : ''}`;
