'use client';

import { useEffect } from 'react';
import { scriptMarkCookie } from './script-mark-cookie';

/** On the ways in only, never under a list drawn whole (docs/decisions.md, "drawn as it arrives"). */
export function ScriptMark() {
  useEffect(() => {
    document.cookie = scriptMarkCookie(true, location.protocol === 'https:');
  }, []);
  return null;
}
