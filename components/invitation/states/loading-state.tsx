/** Streamed first while the server assembles the invitation. */
export function LoadingState() {
  return (
    <main className="notice" aria-busy="true">
      <div className="notice-card">
        <p className="notice-kicker" aria-hidden="true">
          ♡
        </p>
        <p role="status">Loading your personalised invitation...</p>
      </div>
    </main>
  );
}
