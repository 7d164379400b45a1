'use client';

import { useEffect } from 'react';

export function ContentProtection({ blockInspect }: { blockInspect: boolean }) {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      // The physical key too: on a Cyrillic or Greek layout the S key sends 'ы' or 'σ'.
      const save = mod && !e.shiftKey && (key === 's' || e.code === 'KeyS');
      const inspect = e.key === 'F12' || (mod && e.shiftKey && (key === 'i' || e.code === 'KeyI'));
      if (save || (blockInspect && inspect)) e.preventDefault();
    }
    function onContextMenu(e: MouseEvent) {
      if (blockInspect) e.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('contextmenu', onContextMenu);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('contextmenu', onContextMenu);
    };
  }, [blockInspect]);
  return null;
}
