'use client';

import { useState } from 'react';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      setSaid('This browser would not copy it: press on the link and copy it from there.');
    }
  }
  return (
    <>
      <button type="button" className="desk-quiet" onClick={copy}>
        {label}
      </button>
      <span role="status">{said}</span>
    </>
  );
}
