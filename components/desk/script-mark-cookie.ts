// Set by a desk page's script (script-mark.tsx): the desk's guest list then streams to this browser (app/desk/page.tsx).
export const SCRIPT_MARK_COOKIE = 'desk-script';
