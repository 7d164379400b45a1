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
  afterFirstAnswer(() => void startUp().catch((e: unknown) => console.error(e)), START_UP_WITHIN_MS);
}
