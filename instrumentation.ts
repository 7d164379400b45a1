export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const startUp = async () => {
    const { startServer } = await import('./lib/invitation/server-start');
    startServer();
    const { readContentAtStart } = await import('./lib/invitation/content-check');
    await readContentAtStart();
  };
  const { afterFirstAnswer } = await import('./lib/server/first-answer');
  const { START_UP_WITHIN_MS } = await import('./lib/wedding/limits');
  // Never before the first answer: Next registers this when a request arrives, and a cold start's guest waits for it (docs/performance.md).
  afterFirstAnswer(() => void startUp().catch((e: unknown) => console.error(e)), START_UP_WITHIN_MS);
}
