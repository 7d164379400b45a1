import type { ReactNode } from 'react';

export function NoticeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="notice">
      <div className="notice-card">
        {/* Drawn, not a ♡ character: no face of the page has it, and a font search would delay the first paint. */}
        <svg className="notice-kicker" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5C5.5 15.6 2.75 12 2.75 8.6a4.6 4.6 0 0 1 9.25-1.1 4.6 4.6 0 0 1 9.25 1.1c0 3.4-2.75 7-9.25 11.9Z" />
        </svg>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
