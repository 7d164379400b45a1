'use client';

/** Spec §2: 'Oops! Something went wrong', the reason, and a button that reloads the page. */
export function ErrorState({ message }: { message: string }) {
  return (
    <main className="notice">
      <div className="notice-card" role="alert">
        <h1>Oops! Something went wrong</h1>
        <p>{message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    </main>
  );
}
