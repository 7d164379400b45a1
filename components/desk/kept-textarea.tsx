'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

// Read while React takes the page over, before its hydration resets the box (docs/decisions.md).
function typedBefore(key: string) {
  const box = typeof document === 'undefined' ? null : document.querySelector<HTMLTextAreaElement>(`textarea[data-kept="${key}"]`);
  return box && box.value !== box.defaultValue ? { value: box.value, start: box.selectionStart, end: box.selectionEnd } : null;
}

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
