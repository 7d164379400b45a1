'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

interface Typed {
  value: string;
  start: number;
  end: number;
}

/** What was typed in this box before the script arrived; read while React takes the page over, before it resets the box. */
function typedBefore(key: string): Typed | null {
  if (typeof document === 'undefined') return null;
  const area = Array.from(document.getElementsByTagName('textarea')).find((a) => a.dataset.kept === key);
  return area && area.value !== area.defaultValue ? { value: area.value, start: area.selectionStart, end: area.selectionEnd } : null;
}

/** A textarea that keeps what a member typed before the page's script ran: React's hydration puts a textarea back to its first text. */
export function KeptTextarea(props: ComponentProps<'textarea'>) {
  const key = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [typed] = useState(() => typedBefore(key));
  useLayoutEffect(() => {
    if (!typed || !ref.current) return;
    ref.current.value = typed.value;
    ref.current.setSelectionRange(typed.start, typed.end);
  }, [typed]);
  return <textarea {...props} ref={ref} data-kept={key} />;
}
