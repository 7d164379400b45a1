'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { prefersReducedMotion } from '@/components/shared/use-reduced-motion';

export function ScrollLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  function go(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    const section = document.getElementById(target);
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', `#${target}`);
  }
  return (
    <a
      href={`#${target}`}
      className={className}
      onClick={go}
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') go(e);
      }}
    >
      {children}
    </a>
  );
}
