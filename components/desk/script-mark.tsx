'use client';

import { useEffect } from 'react';
import { SCRIPT_MARK_COOKIE } from './script-mark-cookie';

/**
 * On the ways in (sign-in, key, invite): this browser runs the desk's script, so its guest list may come in parts.
 * Set before signing in, never under a guest list already drawn whole, whose next refresh must keep its shape.
 */
export function ScriptMark() {
  useEffect(() => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SCRIPT_MARK_COOKIE}=1; Path=/desk; Max-Age=34560000; SameSite=Lax${secure}`;
  }, []);
  return null;
}
