import type { ReactNode } from 'react';

/** What anyone without a personal link sees (spec §2); `action` adds a way forward (e.g. 'Try Again'). */
export function NoAccess({ action }: { action?: ReactNode } = {}) {
  return (
    <main className="notice">
      <div className="notice-card">
        <p className="notice-kicker" aria-hidden="true">
          ♡
        </p>
        <h1>Private Wedding Invitation</h1>
        <p>This invitation can only be opened through a personalised link.</p>
        <p>Please use the link you received with your invitation.</p>
        {action}
      </div>
    </main>
  );
}
